import type { DemoBook } from "../demo-book";

export const selfReliance: DemoBook = {
  id: "self-reliance",
  title: "Self-Reliance",
  authors: ["Ralph Waldo Emerson"],
  isbn: ["9780486277905"],
  publisher: "Dover Publications",
  year: "1841",
  edition: "1st",
  topic: "Self-Improvement",
  pages: "128",
  coverColors: ["#f4a261", "#2a9d8f"],
  smallSummary:
    "Emerson's classic essay urges readers to trust their own inner voice, resist conformity and foolish consistency, and find in themselves the strength that no crowd can give.",
  mediumSummary:
    "First published in his Essays of 1841, Self-Reliance is Ralph Waldo Emerson's most famous call to independence of mind. He argues that every person carries an original intuition worth more than borrowed opinion, and that society constantly pressures us to trade that gift for comfort and approval. Moving from nonconformity and the freedom to contradict oneself, through the spiritual source of self-trust, to its consequences for religion, travel, culture and property, the essay ends with a bold promise: nothing can bring you peace but yourself.",
  largeSummary: `Self-Reliance appeared in 1841 in Ralph Waldo Emerson's first collection of essays, and it has since become one of the defining statements of the American spirit. Emerson, a former Unitarian minister who had left the pulpit to lecture and write, built the essay out of years of journal entries and public talks. The result is less a tidy argument than a series of bright, compressed declarations, each pressing the same point from a new angle: believe your own thought.

The essay opens with the idea of genius, which Emerson defines as trusting that what is true for you in your private heart is true for everyone. Great thinkers earn their reputation not by knowing more but by daring to speak what they actually perceived. The rest of us, he says, dismiss our own flashes of insight and later meet them again in the work of others, returned to us with a kind of borrowed majesty. From this follows his famous demand for nonconformity. Society, in his image, is a joint-stock company in which members give up their liberty in exchange for security, and its favourite virtue is obedience.

Emerson then attacks the fear of inconsistency. A foolish consistency, he writes, is the hobgoblin of little minds. We should speak what we think today in plain words, and tomorrow speak tomorrow's thoughts, even if they contradict. To be great is to be misunderstood, and a life lived honestly will reveal its deeper unity over time, the way a ship's zigzag course looks straight from far away.

The deepest part of the essay explains why self-trust is not mere selfishness. The self Emerson means is rooted in a universal source of intuition and life, so that relying on it is relying on something larger than one's ego. The final pages apply this principle to everyday life: to family obligations, to prayer and creeds, to the habit of travelling abroad in search of culture, to imitation in art, and to the belief that society or property can make us secure. Each time, Emerson turns the reader back inward, concluding that nothing can bring you peace but yourself and the triumph of principles.`,
  chapters: [
    {
      title: "Trust Thyself",
      pageStart: 19,
      pageEnd: 24,
      snippets: [
        {
          title: "Genius Means Believing Your Own Thought",
          html: "<p>Emerson begins with a simple but demanding definition. Genius, he says, is to believe your own thought, to trust that what feels true in your private heart holds true for everyone. Moses, Plato and Milton are honoured because they ignored books and traditions and spoke what they themselves saw.</p><p>Most of us, by contrast, brush aside the faint light that flashes across our own minds. Then we meet the same idea in a great work and feel a strange shame, because our rejected thoughts come back to us wearing someone else's authority. The lesson is to catch and honour that inner light the first time it appears.</p>",
        },
        {
          title: "Envy, Imitation and Your Own Plot of Ground",
          html: "<p>Every person eventually learns, Emerson writes, that envy is ignorance and imitation is a kind of suicide. Each of us must accept ourselves, for better or worse, as our portion. The universe is full of good things, yet no grain of nourishing corn can come to us except through the work we put into the plot of ground we were given.</p><blockquote>Trust thyself: every heart vibrates to that iron string.</blockquote><p>He urges readers to accept the place that providence has found for them, their time and their companions, just as great people in every age have trusted the genius of their own moment.</p>",
        },
        {
          title: "The Confidence of Children",
          html: "<p>To show what self-trust looks like, Emerson points to infants and young boys. A child conforms to nobody. A boy who is sure of his dinner sits in the corner of a room and passes quick, honest verdicts on everyone around him, with the careless confidence of a lord.</p><p>Adults lose this freedom the moment they start worrying about their reputation. Having once spoken or acted in public, a grown man feels watched and bound by the sympathy or hatred of hundreds of people. Emerson wishes we could recover the unaffected, unbiased independence of the child, and speak our minds as if we had never been seen before.</p>",
        },
      ],
    },
    {
      title: "Whoso Would Be a Man Must Be a Nonconformist",
      pageStart: 25,
      pageEnd: 29,
      snippets: [
        {
          title: "Society as a Conspiracy",
          html: "<p>Emerson describes society as a conspiracy against the manhood of each of its members. It is like a joint-stock company in which shareholders agree to give up their liberty and culture in exchange for a more secure supply of bread. The virtue it prizes most is conformity, and it dislikes both realities and creators.</p><p>Against this he sets his most famous demand: whoever wants to be truly a person must be a nonconformist. Nothing is finally sacred except the integrity of your own mind. If you absolve yourself before your own conscience, you will have the approval of the world in the end.</p>",
        },
        {
          title: "What I Must Do Is All That Concerns Me",
          html: "<p>Emerson admits that this rule is hard, because it cuts against the ordinary wish to be thought good. He recalls an adviser who warned him that his inner impulses might come from below rather than above, and he answers that if he is the devil's child, he will live from the devil. No law can be sacred to him except that of his own nature.</p><p>He also criticises charity performed for show, and the reformer who loves distant causes while being cold to his own neighbours. What a person must do is the only thing that matters, not what other people think, and the great person is the one who keeps, in the middle of a crowd, the sweet independence of solitude.</p>",
        },
        {
          title: "The Cost of Conforming",
          html: "<p>Conforming to dead customs, Emerson warns, scatters a person's force. If you support a church, a party or a charity merely out of habit, it becomes impossible for anyone to know who you really are. Your words become predictable, as if you had agreed to see only one side of every question.</p><p>He notes how the foolish face of praise and the forced smile in company slowly wear a person down. The world whips the nonconformist with its displeasure, and the sour faces of the crowd are easiest to bear when they come from cultivated people and hardest when they come from the angry and ignorant mob. Still, he insists, the price of independence is worth paying.</p>",
        },
      ],
    },
    {
      title: "A Foolish Consistency",
      pageStart: 30,
      pageEnd: 33,
      snippets: [
        {
          title: "The Hobgoblin of Little Minds",
          html: "<p>The second great enemy of self-trust is our fear of contradicting ourselves. We are reluctant to abandon what we said yesterday because others have used it to calculate our orbit. Emerson replies that we should drag no corpse of memory behind us.</p><blockquote>A foolish consistency is the hobgoblin of little minds.</blockquote><p>He urges us to speak what we think now in hard words, and tomorrow speak what tomorrow thinks, even if it contradicts everything said today. When people object that we will be misunderstood, he replies that Pythagoras, Socrates, Jesus, Luther, Copernicus, Galileo and Newton were all misunderstood too. To be great is to be misunderstood.</p>",
        },
        {
          title: "The Zigzag Line of an Honest Life",
          html: "<p>Emerson is not worried that honest contradictions will make a life incoherent. Each person's nature has an underlying unity, and genuine actions explain one another even when they seem inconsistent at the moment. He compares such a life to a ship's voyage: up close it follows a zigzag of a hundred tacks, but seen from a distance the line straightens out into one true direction.</p><p>Acts of integrity also add up over time. Past honest actions give strength to present ones, so that a character built on truth gathers a force that no clever pretence can imitate.</p>",
        },
        {
          title: "An Institution Is the Shadow of One Man",
          html: "<p>Emerson argues that the real person is never an accident of circumstances but a centre around which things arrange themselves. Great movements show this clearly: an institution is the lengthened shadow of one man. He names the Reformation and Luther, the Quakers and George Fox, the Methodists and John Wesley, and the campaign against slavery and Thomas Clarkson.</p><p>Ordinary people, he says, often feel like a drunkard who wakes in a duke's bed and is told he is the duke. Yet the dignity is really theirs. We should stop peeping and stealing through the world like charity children and claim our own worth.</p>",
        },
      ],
    },
    {
      title: "The Aboriginal Self",
      pageStart: 34,
      pageEnd: 38,
      snippets: [
        {
          title: "Intuition and Its Source",
          html: "<p>Why should anyone be trusted? Emerson answers by asking what the self really is. Beneath our opinions lies what he calls the aboriginal Self, a deep source of spontaneity and instinct that he names Intuition. All later teachings, he says, are merely tuitions, lessons received from others.</p><p>In that deep place, life and the individual are not yet separated. We lie in the lap of an immense intelligence that makes us receivers of truth and organs of its activity. Our involuntary perceptions deserve complete faith, because they arise from this common ground and not from private whim. Self-reliance, properly understood, is reliance on that larger life speaking through us.</p>",
        },
        {
          title: "The Roses Under My Window",
          html: "<p>Emerson complains that people have become timid and apologetic. A person no longer dares to say I think or I am, but quotes some saint or sage instead. He points to nature for a better model.</p><p>The roses under his window, he writes, make no reference to earlier roses or to better ones. They exist with God today, and at every moment they are perfect in their own way. Humans, by contrast, postpone and remember, lamenting the past or straining toward the future. We will not be happy and strong until we too can live with nature in the present, above time.</p>",
        },
        {
          title: "Power Lives in Transition",
          html: "<p>Life, Emerson observes, exists only in the moment of acting. Power stops in the instant of rest and lives in the shift from an old state to a new one, in the shooting of a gulf or the darting toward an aim. This is why the world hates the soul that keeps becoming something new.</p><p>Virtue, in his view, is the power to stand on one's own feet, and self-sufficient beings command everything else. The entire universe is organised around this principle, from the smallest plant to the largest star. Therefore we should rest at home with the cause and stun the intruding crowd with the simple declaration of our own being.</p>",
        },
      ],
    },
    {
      title: "Self-Reliance in Everyday Life",
      pageStart: 39,
      pageEnd: 48,
      snippets: [
        {
          title: "Family, Duty and Honest Prayer",
          html: "<p>Emerson imagines telling his father, mother, wife, brother and friend that he has lived with them according to appearances, but from now on he belongs to the truth. He will love them more honestly, not less. There are two standards of duty, the one set by others and the one set by conscience, and he chooses the second.</p><p>He then turns to religion. Prayer used to beg for some private benefit is, he says, a form of theft. True prayer is the contemplation of life from the highest point of view, and the farmer kneeling in his field to pull weeds is praying rightly. Creeds, meanwhile, are borrowed classifications that keep the pupil inside the master's mind.</p>",
        },
        {
          title: "Travelling Is a Fool's Paradise",
          html: "<p>Emerson criticises the educated American habit of touring Italy, England and Egypt in search of culture. A wise person stays at home, or travels only when duty calls. Whoever travels to escape himself finds that his sad self follows him everywhere. His giant goes with him wherever he goes.</p><p>The same restlessness shows up in art and architecture, where Americans copy Greek and Gothic models instead of designing for their own climate, soil and way of life. Insist on yourself, he urges, and never imitate. No teacher could have taught Shakespeare to be Shakespeare, and the gift we have is exactly the one no one else can provide.</p>",
        },
        {
          title: "Nothing Can Bring You Peace but Yourself",
          html: "<p>Emerson doubts that society ever truly advances. It gains on one side and loses on the other: we build coaches and lose the use of our feet, wear watches and forget how to tell the hour by the sun. Society is a wave, and the water it is made of does not move forward with it.</p><p>He warns against relying on property, governments and political parties, which measure a person by what he has rather than what he is. Even good fortune, such as a political victory or a rise in rents, should not be trusted to lift our spirits. His final words gather the whole essay: nothing can bring you peace but yourself, and nothing can bring you peace but the triumph of principles.</p>",
        },
      ],
    },
  ],
};
