import type { DemoBook } from "../demo-book";

export const meditations: DemoBook = {
  id: "meditations",
  title: "Meditations",
  authors: ["Marcus Aurelius"],
  isbn: ["9780140449334", "9780812968255"],
  publisher: "Penguin Classics",
  year: "c. 180",
  edition: "1st",
  topic: "Philosophy",
  pages: "256",
  coverColors: ["#6b4e9b", "#d9b36c"],
  smallSummary:
    "The private notebook of a Roman emperor, in which Marcus Aurelius reminds himself how to stay calm, just and kind while ruling an empire and facing war, loss and death.",
  mediumSummary:
    "Meditations was never meant for readers. It is a set of notes that Marcus Aurelius wrote to himself, mostly while on campaign along the Danube frontier. Drawing on Stoic teachers such as Epictetus, he returns again and again to a few ideas: that our distress comes from our judgments rather than from events, that we are made to work with other people, that everything changes and passes, and that the only moment we truly possess is the present one.",
  largeSummary: `Marcus Aurelius ruled the Roman Empire from 161 until his death in 180, and spent much of that time fighting Germanic tribes along the northern frontier. In the evenings, it seems, he wrote short reflections in Greek, addressed to no one but himself. These notes, later divided into twelve books and given the title Meditations, are one of the most intimate documents to survive from the ancient world: the spiritual exercises of a man trying to live up to his own ideals.

The book opens with a list of debts. Marcus names the relatives, tutors and friends who taught him patience, modesty, honesty and self-control, and closes with a long portrait of his adoptive father, the emperor Antoninus Pius. From there the notes turn inward. He rehearses the central teachings of Stoicism: that virtue is the only true good, that external things such as fame, wealth and pain cannot harm the mind unless the mind allows it, and that every person is a citizen of one great community governed by reason.

Certain themes recur with the rhythm of a refrain. Each morning he prepares himself to meet rude, ungrateful and dishonest people, reminding himself that they act out of ignorance and that he shares their nature. He reflects on the vastness of time and the smallness of any single life, on how quickly emperors and their courts are forgotten, and on death as a natural process no more frightening than birth.

What makes the book so enduring is its honesty. Marcus does not write as a sage who has arrived but as a student who keeps slipping and starting again. He scolds himself for laziness, for irritation and for caring about praise. The result is practical philosophy in its purest form: not a system to admire, but a set of reminders to be used, day after day, by anyone trying to act well in a difficult world.`,
  chapters: [
    {
      title: "Book One: What I Learned from Others",
      pageStart: 3,
      pageEnd: 12,
      snippets: [
        {
          title: "A Ledger of Gratitude",
          html: `<p>Marcus begins not with an argument but with a list of thanks. From his grandfather he learned good character and an even temper; from the memory of his father, modesty and manliness; from his mother, piety, generosity and a simple way of living. His tutors taught him to endure hardship, to need little, to do his own work and to avoid gossip.</p><p>Each entry is brief, almost like an inventory, yet together they form a portrait of the person he hoped to become. The habit of tracing one's virtues back to the people who modelled them is itself a lesson: character is inherited, taught and practised, not simply possessed.</p>`,
        },
        {
          title: "Rusticus and the Stoic Path",
          html: `<p>Among his teachers, Junius Rusticus stands out. Rusticus showed Marcus that his character needed correction and training, steered him away from showy rhetoric and clever speeches, and lent him his own copy of the discourses of Epictetus, the former slave whose teaching shaped the entire book.</p><p>From Apollonius he learned to be firm without being rigid, and from Sextus to live according to nature and to be kindly without fuss. The philosopher Maximus taught him self-mastery and cheerfulness in illness. These names sketch the Stoic school in miniature: a tradition passed from person to person, aimed less at theory than at a steady, upright way of life.</p>`,
        },
        {
          title: "Portrait of Antoninus Pius",
          html: `<p>The longest entry honours his adoptive father, the emperor Antoninus Pius. Marcus admires his gentleness, his refusal to change his mind once a matter had been carefully weighed, and his indifference to flattery and empty honours. Antoninus listened to anyone with a useful suggestion, managed public money with care, and accepted criticism without resentment.</p><p>He was, Marcus writes, a man who could enjoy good things without depending on them, and who could give them up without regret. This portrait becomes a recurring touchstone. Later in the book Marcus will tell himself to act in everything as a disciple of Antoninus would, proof that the best teacher is often a living example.</p>`,
        },
      ],
    },
    {
      title: "Books Two and Three: The Discipline of the Day",
      pageStart: 13,
      pageEnd: 38,
      snippets: [
        {
          title: "Preparing for Difficult People",
          html: `<p>Book Two opens with one of the most famous passages in the work. Each morning, Marcus tells himself, he will meet people who are meddling, ungrateful, arrogant, deceitful, envious and unsociable. They are like this because they do not know the difference between good and evil. But he does, and so he cannot be harmed by them, nor can he be angry with them, for they are his kin.</p><p>We are made for cooperation, he writes, like feet, hands and eyelids, or the upper and lower rows of teeth. To work against one another is contrary to nature. The exercise is not about tolerating others from a position of superiority, but about remembering a shared humanity before irritation has a chance to take hold.</p>`,
        },
        {
          title: "Only the Present Can Be Lost",
          html: `<p>Even if you were to live three thousand years, Marcus observes, or thirty thousand, no one loses any life except the one he is living now, and no one lives any life except the one he is losing. The longest and the shortest lives come to the same thing, because the present moment is equal for everyone, and it is all that anyone can have taken from them.</p><p>This thought frees him from the fear of an early death and from regret about the past. The future is not yet ours and the past is already gone. What remains is the task in front of us, which he urges himself to perform as though it were the last act of his life, without carelessness, pretence or self-pity.</p>`,
        },
        {
          title: "The Guiding Mind",
          html: `<p>Book Three turns to the ruling part of the self, which the Stoics called the governing faculty. Marcus notes that his time is short and his powers of understanding may fade before his body does, so he must hurry, not to accomplish more, but to use his reason well while he can.</p><p>He describes the ideal person as a priest and servant of the gods, unstained by pleasure, unharmed by pain, untouched by insult, and a fighter in the noblest contest of all: the struggle not to be overthrown by any passion. Such a person does not waste thought on what others are doing unless the common good requires it, and keeps the inner self clear enough that nothing in it would shame them if suddenly revealed.</p>`,
        },
      ],
    },
    {
      title: "Books Four to Six: Retreat into Yourself",
      pageStart: 39,
      pageEnd: 92,
      snippets: [
        {
          title: "The Inner Retreat",
          html: `<p>People seek getaways in the countryside, by the sea or in the mountains, Marcus writes, but there is no quieter refuge than one's own mind. Whenever he likes, he can withdraw into himself and find calm, provided his mind is well ordered. So he advises himself to take this retreat often and renew himself there.</p><p>To make the retreat effective, he keeps a few short principles close at hand. Things do not touch the soul; they stand outside it, and our disturbance comes only from our opinion of them. Everything we see will soon change and cease to exist. The universe is change, and life is judgment. Repeated often, these reminders work like medicine.</p>`,
        },
        {
          title: "Getting Out of Bed",
          html: `<p>Book Five begins with a scene almost anyone can recognise: the struggle to get up in the morning. Marcus argues with himself beneath the blankets. He is rising to do the work of a human being, so why complain? Was he made simply to lie warm and comfortable? Plants, birds, ants, spiders and bees all do their part in the order of the world, and he should do his.</p><p>If he loved his own nature, he says, he would give himself to its work the way craftsmen throw themselves into their craft, forgetting to eat and sleep. The passage is disarming because it shows the emperor of Rome fighting the same small battles as everyone else, and winning them with reasoning rather than willpower alone.</p>`,
        },
        {
          title: "Seeing Things as They Are",
          html: `<p>In Book Six Marcus practises a technique of stripping things down to their physical facts. A fine dish of meat is the dead body of a fish, a bird or a pig. Vintage wine is grape juice, and the imperial purple robe is sheep's wool dyed in the blood of a shellfish. The aim is not contempt but clarity: to see through the glamour that makes us crave or fear things.</p><p>He applies the same lens to his own position. Take care, he warns himself, not to be turned into a Caesar, not to be dyed in purple. Stay simple, good, pure, serious, a friend of justice, kind and strong for the work ahead. Power, he knows, has a way of changing people, and he wants to remain the person philosophy tried to make him.</p>`,
        },
      ],
    },
    {
      title: "Books Seven to Nine: Living Among Others",
      pageStart: 93,
      pageEnd: 152,
      snippets: [
        {
          title: "When Others Do Wrong",
          html: `<p>A large part of the middle books deals with how to respond when people behave badly. Marcus reminds himself that no one does wrong willingly; people act on what seems good to them, and if they are mistaken, the harm is theirs. It is a particularly human trait, he writes, to love even those who stumble.</p><p>When he is offended by someone's shamelessness, he asks himself a simple question: is it possible for the world to contain no shameless people? It is not. Then he should not demand the impossible. This person is one of those who must exist. The same question works for the dishonest and the unreliable, and it turns outrage into realistic patience.</p>`,
        },
        {
          title: "The Mind as a Fortress",
          html: `<p>If you are pained by something outside you, Marcus writes in Book Eight, it is not the thing that troubles you but your judgment about it, and that judgment you can wipe away at once. If the pain comes from your own character, who prevents you from correcting it?</p><p>He describes a mind free from passion as a citadel. People have no safer stronghold in which to take refuge and remain beyond capture. Elsewhere he compares himself to a rocky headland against which the waves keep breaking, while it stands firm and the water settles around it. Misfortune, he adds, is not the event itself; bearing it nobly is good fortune.</p>`,
        },
        {
          title: "Injustice as Impiety",
          html: `<p>Book Nine opens by tying ethics to the structure of the cosmos. Nature has made rational beings for one another, to help and not to harm. So the person who acts unjustly offends against the oldest of the gods, nature itself. The same is true of lying, of chasing pleasure as though it were good, and of fleeing pain as though it were evil.</p><p>For Marcus, then, kindness is not merely a personal preference but a form of piety. To treat others fairly is to live in harmony with the whole of which we are parts. Such passages show why Stoicism, for all its emphasis on the inner life, is at heart a social philosophy.</p>`,
        },
      ],
    },
    {
      title: "Books Ten to Twelve: The Whole and the Ending",
      pageStart: 153,
      pageEnd: 228,
      snippets: [
        {
          title: "Stop Talking, Start Being",
          html: `<p>In Book Ten Marcus loses patience with his own theorising. No more discussing what a good man should be like, he writes; just be one. The line captures the practical spirit of the whole work. Philosophy for him is not a topic of conversation but a discipline to be lived.</p><p>He also reflects on how quickly entire generations vanish. He pictures the courts of earlier emperors, full of people eating, quarrelling and scheming, and notes that all of them are gone. Seen in this light, the grudges and ambitions of the present look small, and the only thing worth attending to is acting rightly now.</p>`,
        },
        {
          title: "Remedies for Anger",
          html: `<p>Book Eleven contains a long list of reflections to use whenever someone angers him. Among them:</p><ul><li>Remember how we are all made for one another.</li><li>Consider how people behave at home and in bed, and what compulsions drive them.</li><li>If they act rightly, you have no grievance; if wrongly, they do so out of ignorance.</li><li>You too make many mistakes.</li><li>Anger and grief do more harm than the things that provoke them.</li></ul><p>Above all, he writes, kindness is invincible if it is genuine. What can even the most insolent person do to you if you stay gentle and, when the moment allows, calmly show them where they have gone wrong?</p>`,
        },
        {
          title: "Leaving the Stage",
          html: `<p>The final book gathers his thoughts on death. We love ourselves more than anyone, he observes, yet we care more about what others think of us than what we think of ourselves. Soon we will all be forgotten, so why not attend to our own judgment instead?</p><p>The work closes with the image of an actor dismissed from the stage by the director. But I have only played three acts, not five, the actor protests. Yes, comes the reply, but in life three acts are the whole play. The one who decides when it ends is the same power that first brought you on. So depart with good grace, Marcus tells himself, for the one who releases you is gracious too.</p>`,
        },
      ],
    },
  ],
};
