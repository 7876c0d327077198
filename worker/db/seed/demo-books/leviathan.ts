import type { DemoBook } from "../demo-book";

export const leviathan: DemoBook = {
  id: "leviathan",
  title: "Leviathan",
  authors: ["Thomas Hobbes"],
  isbn: ["9780140431957"],
  publisher: "Penguin Classics",
  year: "1651",
  edition: "1st",
  topic: "Politics",
  pages: "728",
  coverColors: ["#8d99ae", "#2b2d42"],
  smallSummary:
    "Written amid the English Civil War, Hobbes's Leviathan argues that without a powerful sovereign human life is a war of all against all, and that peace requires handing power to one authority.",
  mediumSummary:
    "Thomas Hobbes published Leviathan in 1651, after years of civil war had torn England apart. Starting from a mechanical account of human perception, language and passion, he shows why people living without government would fall into a war of every one against every one, where life is solitary, poor, nasty, brutish and short. Reason discovers laws of nature that point toward peace, but only a sovereign with undivided power can enforce them. Hobbes then defends the sovereign's authority over religion and attacks the clergy and philosophies he blamed for disorder.",
  largeSummary: `Thomas Hobbes wrote Leviathan in exile in Paris and published it in London in 1651, just as the English Civil War was ending with the execution of one king and the rule of Parliament. He had watched the collapse of political order with horror, and his book is an attempt to prove, with the rigour of geometry, why people must obey a single sovereign power if they are to live in peace. Its title comes from the biblical sea monster, an image for the commonwealth as a giant artificial person made out of all its citizens.

The first part, Of Man, builds a picture of human nature from the ground up. Thought begins with sensation caused by the motion of external bodies; speech gives us names; reason is a kind of reckoning with those names. People are driven by appetites and aversions, and above all by a restless desire for power after power that ends only in death. Because people are roughly equal in strength and cunning, any of them can kill any other, and so in a natural condition without government they compete, distrust one another and fight for glory. The result is a war of every one against every one, in which there is no industry, no culture and no security, and life is solitary, poor, nasty, brutish and short.

Reason, however, discovers laws of nature: seek peace, give up your unlimited right to all things if others will do the same, and keep your agreements. Since promises without a sword are only words, the second part, Of Commonwealth, explains how people authorise one person or assembly to act for them all. That sovereign must hold undivided power over war, law, property, courts and even the doctrines taught to the public, and subjects may not rebel, although they keep the right to defend their own lives.

The third and fourth parts, which readers often skip, are essential to Hobbes's purpose. In Of a Christian Commonwealth he reads the Bible closely to show that scripture supports the sovereign's control over religion and gives no independent power to the clergy. In Of the Kingdom of Darkness he attacks the papacy, scholastic philosophy and the superstitions he believed had been used to divide loyalty and stir up rebellion. A closing review restates the book's lesson: protection and obedience go together.`,
  chapters: [
    {
      title: "Part One, Of Man: Sense, Speech and Passion",
      pageStart: 81,
      pageEnd: 182,
      snippets: [
        {
          title: "The Commonwealth as an Artificial Man",
          html: "<p>Hobbes begins with a striking image. Nature is the art by which God made and governs the world, and humans imitate that art by building machines. The greatest of these is the commonwealth, or state, which is nothing but an artificial man, larger and stronger than a natural one. Sovereignty is its soul, magistrates are its joints, rewards and punishments its nerves, and the safety of the people its business.</p><p>To understand this giant, Hobbes says, we must first understand ourselves. He turns an old saying, read thyself, into a method: whoever looks honestly into his own thoughts and passions will see what moves other people too, and so can read the whole of mankind.</p>",
        },
        {
          title: "Words Are Wise Men's Counters",
          html: "<p>All our thoughts, Hobbes argues, begin in sense, which is produced when external bodies press on our organs. Imagination is simply decaying sense, and memory is the same thing viewed as old. What lifts humans above animals is speech, which lets us assign names and reason with them.</p><p>Reason, in his definition, is nothing but reckoning, the adding and subtracting of the consequences of general names. Because it depends entirely on clear definitions, loose language breeds absurdity. Hobbes puts it memorably: words are wise men's counters, which they merely calculate with, but they are the money of fools, who value them by the authority of some ancient writer.</p>",
        },
        {
          title: "Power After Power",
          html: "<p>Hobbes describes human beings as bodies in motion, pushed by appetite toward some things and by aversion away from others. What we call good is simply what we desire, and what we call evil is what we avoid. Happiness is not a state of rest but a continual progress of desire from one object to the next.</p><p>From this he draws one of his most famous conclusions. He puts for a general inclination of all mankind a perpetual and restless desire of power after power that ceases only in death. The reason is not always that people want more delight, but that they cannot secure the power and means to live well that they already have without acquiring more.</p>",
        },
      ],
    },
    {
      title: "Part One, Of Man: The Natural Condition and Its Laws",
      pageStart: 183,
      pageEnd: 226,
      snippets: [
        {
          title: "The War of All Against All",
          html: "<p>Nature has made people roughly equal, Hobbes argues, for even the weakest can kill the strongest by secret plotting or by joining with others. Equality of ability breeds equality of hope, so when two people want the same thing they become enemies. He names three principal causes of quarrel: competition for gain, distrust for safety, and glory for reputation.</p><p>Without a common power to keep them all in awe, people live in a condition of war of every one against every one. In such a state there is no place for industry, agriculture, navigation, building, arts, letters or society, only continual fear and danger of violent death, and the life of man is solitary, poor, nasty, brutish and short.</p>",
        },
        {
          title: "The Laws of Nature",
          html: "<p>In the state of nature, justice and injustice have no meaning, and everyone has a right to everything, even to another's body. Yet reason also discovers general rules that forbid people to destroy themselves. The first law of nature is to seek peace and follow it, and when peace cannot be had, to defend ourselves by every means.</p><p>The second law is to lay down our right to all things, provided others do the same, and to be content with as much liberty against others as we would allow them against ourselves. The third is that people must keep the covenants they make, which is the origin of justice. Hobbes adds many more, such as gratitude, pardon and the acknowledgment of equality, and sums them up in one rule: do not do to another what you would not have done to yourself.</p>",
        },
        {
          title: "Answering the Fool",
          html: "<p>Hobbes imagines a fool who says in his heart that there is no such thing as justice, and that breaking a promise is reasonable whenever it pays. Hobbes replies that this is short sighted. A person who breaks faith cannot be received into any society formed for defence, except by the mistake of others, and so cannot count on anyone's help.</p><p>He also explains how one person can act for many. An actor speaks on behalf of an author who authorises him, and a crowd of people becomes one person when each of them authorises a single representative. This idea of authorisation is the key that turns the laws of nature into a working state.</p>",
        },
      ],
    },
    {
      title: "Part Two, Of Commonwealth",
      pageStart: 227,
      pageEnd: 410,
      snippets: [
        {
          title: "The Birth of the Mortal God",
          html: "<p>The laws of nature alone cannot keep the peace, because covenants without the sword are but words and give no security at all. The only way to build a common power, Hobbes argues, is for everyone to confer all their power and strength on one man or one assembly, each saying in effect: I authorise this person and give up my right of governing myself, on condition that you do the same.</p><p>The multitude thus united is called a commonwealth. This is the generation of that great Leviathan, or, to speak more reverently, of that mortal god to which we owe, under the immortal God, our peace and defence. Commonwealths can arise by agreement among equals or by conquest, and in both cases obedience rests on consent given out of fear.</p>",
        },
        {
          title: "The Rights of the Sovereign",
          html: "<p>Because every subject is the author of the sovereign's actions, the sovereign can do no injustice to them, and they cannot lawfully change the form of government or cast off their ruler. Hobbes gives the sovereign sweeping powers:</p><ul><li>to judge which opinions and doctrines may be taught, for the sake of peace;</li><li>to make the rules of property and the civil laws;</li><li>to decide all disputes as the final judge;</li><li>to make war and peace, and to choose all officers and advisers.</li></ul><p>These rights cannot be divided, since a kingdom divided against itself cannot stand. Hobbes prefers monarchy to aristocracy or democracy, because in a monarch private and public interest are most closely joined.</p>",
        },
        {
          title: "The Liberty of Subjects",
          html: "<p>Hobbes defines liberty as the absence of external impediments to motion. Subjects are free wherever the law is silent, for instance to buy and sell, to choose their homes, their diet and their trade, and to raise their children as they think fit.</p><p>Some rights, however, can never be given away. No one can be obliged to kill or wound himself, or to refrain from resisting those who come to kill him. The obligation of subjects lasts exactly as long as the sovereign is able to protect them. Hobbes ends Part Two by listing the diseases that weaken a commonwealth, such as divided sovereignty, the claim that private conscience may overrule the law, and enthusiasm for ancient writers who praised rebellion against kings.</p>",
        },
      ],
    },
    {
      title: "Part Three, Of a Christian Commonwealth",
      pageStart: 411,
      pageEnd: 626,
      snippets: [
        {
          title: "Scripture and the Sovereign",
          html: "<p>Having built his state on reason alone, Hobbes now turns to revelation, because many of his readers believed that God's word could override any earthly ruler. He does not dismiss scripture, but he argues that reason must govern how we interpret it. Since no one today can verify a claim of private revelation, the sovereign is the one who decides which books count as scripture and how they are to be publicly taught.</p><p>Hobbes also argues that the Kingdom of God described in the Bible was a real, civil kingdom over the people of Israel, founded by covenant with Moses and ended when they chose Saul as their king. It will return only at the second coming of Christ, and until then there is no spiritual authority on earth that stands above the civil one.</p>",
        },
        {
          title: "The One Necessary Article",
          html: "<p>What must a Christian believe to be saved? Hobbes's answer is deliberately short: faith that Jesus is the Christ, together with obedience to the laws. Everything else is a matter on which a Christian may safely follow the public teaching of his sovereign.</p><p>From this he concludes that a Christian sovereign is the supreme pastor of his people. Ministers can teach and persuade, but they have no power of their own to command or punish. Hobbes devotes a long chapter to refuting Cardinal Bellarmine's defence of papal authority, insisting that church and state are one and the same body when the ruler is Christian.</p>",
        },
      ],
    },
    {
      title: "Part Four, Of the Kingdom of Darkness, and the Review",
      pageStart: 627,
      pageEnd: 728,
      snippets: [
        {
          title: "A Confederacy of Deceivers",
          html: "<p>In the final part Hobbes describes a kingdom of darkness, a confederacy of deceivers who try to rule people in this present world by blinding them to the light of nature and of scripture. He finds four main sources of this darkness: the misreading of scripture, especially the claim that the present church is the Kingdom of God; the demonology of the pagan poets; the vain philosophy of Aristotle as taught in the universities; and the mixing of both with false traditions and fabulous history.</p><p>He applies an old legal question to these doctrines: who benefits? The answer, he argues, is usually the clergy who taught them, and above all the Roman papacy.</p>",
        },
        {
          title: "The Ghost of Rome",
          html: "<p>Hobbes saves his sharpest image for the papacy, which he describes as nothing other than the ghost of the deceased Roman Empire, sitting crowned upon its grave. Like fairies in old wives' tales, its agents speak a strange tongue, claim powers over ordinary people and cannot be brought before civil courts.</p><p>In the Review and Conclusion, Hobbes adds one more law of nature: every person is bound to protect in war the authority by which he is protected in peace. He says he wrote the book because of the disorders of his own time, with no other aim than to set before people the mutual relation between protection and obedience.</p>",
        },
      ],
    },
  ],
};
