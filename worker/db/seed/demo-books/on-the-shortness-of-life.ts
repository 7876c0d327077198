import type { DemoBook } from "../demo-book";

export const onTheShortnessOfLife: DemoBook = {
  id: "on-the-shortness-of-life",
  title: "On the Shortness of Life",
  authors: ["Seneca"],
  isbn: ["9780143036326"],
  publisher: "Penguin Books",
  year: "c. AD 49",
  edition: "1st",
  topic: "Self-Improvement",
  pages: "112",
  coverColors: ["#7a3b2e", "#f2d0a4"],
  smallSummary:
    "Seneca's letter-essay arguing that life is not too short but badly spent, and that only those who give their time to wisdom truly live rather than merely exist.",
  mediumSummary:
    "Addressed to his friend Paulinus, who oversaw the grain supply of Rome, Seneca's essay takes aim at a universal complaint: that life is too short. Not so, he replies. We are given plenty of time, but we squander it on ambition, social obligations, trivial pursuits and endless postponement. Only the present is ours, and only those who make room for philosophy are truly at leisure, for they can claim all of past wisdom as their own. The essay ends by urging Paulinus to step back from public duties while he still can.",
  largeSummary: `Lucius Annaeus Seneca was a Stoic philosopher, playwright and statesman who became tutor and adviser to the emperor Nero. He wrote On the Shortness of Life, probably around the year 49, as a long letter to a friend named Paulinus, an official in charge of Rome's grain supply. The essay is brief, vivid and relentlessly practical, and it has never lost its sting.

Seneca begins by rejecting the common lament that nature has given us too little time. Life is long enough, he insists, if we know how to use it. The trouble is that we waste it. People lose years to greed, to tedious work, to drinking, to ambition and to waiting on powerful patrons. They guard their money carefully but give away their time to anyone who asks, as though they had an endless supply.

He illustrates the point with famous Romans. The emperor Augustus, who had everything, longed for a leisure he never enjoyed. Cicero complained of being only half free. Livius Drusus claimed he had never had a holiday even as a child. If the most powerful people in the world were starved of time, Seneca asks, what hope is there for those who hand theirs away without a thought?

The heart of the essay distinguishes between being busy and being truly at leisure. The preoccupied live for tomorrow and lose today; they cannot look back on their past because it shames them, and even their idle hours are filled with trivial fussing. Those who devote themselves to philosophy, by contrast, possess all of time. They can converse with Socrates, argue with the Stoics and rest with Epicurus, adding every past age to their own.

Seneca closes by urging Paulinus to retire from his demanding post and devote his remaining years to the study of nature and of himself, before he too becomes one of those who die in harness without ever having lived.`,
  chapters: [
    {
      title: "Life Is Long If You Know How to Use It",
      pageStart: 1,
      pageEnd: 5,
      snippets: [
        {
          title: "The Common Complaint",
          html: `<p>Most people, Seneca observes, complain that nature is mean, that we are born for a brief span of life, and that our time runs out just as we are getting ready to live. Even the greatest of doctors declared that life is short and art is long, and Aristotle was said to have grumbled that animals live longer than human beings.</p><p>Seneca disagrees. It is not that we have a short time to live, he says, but that we waste a great deal of it. Life is long enough, and generous enough for the greatest achievements, if it is all well invested. When it is poured away through carelessness and spent on nothing good, we realise only at the end that it has passed before we noticed it was passing.</p>`,
        },
        {
          title: "Wealth in Careless Hands",
          html: `<p>Seneca compares life to money. A vast fortune falling into the hands of a bad owner is squandered in a moment, while a modest sum entrusted to a careful guardian grows with use. In the same way, our lifetime is ample for anyone who manages it well.</p><p>So why do we complain? Some people are gripped by greed that can never be satisfied, others by pointless toil. Some are soaked in wine, others exhausted by ambition that depends on the judgment of others. Some are driven across every land and sea by the hope of profit. Quoting a poet, he concludes that the part of life we really live is small; all the rest is not life, but merely time.</p>`,
        },
      ],
    },
    {
      title: "Counting the Years",
      pageStart: 6,
      pageEnd: 12,
      snippets: [
        {
          title: "Generous with Time",
          html: `<p>Seneca invites an old man to review his life. How much of it was taken up by a creditor, a mistress, a patron or a client? How much by quarrels with his wife, punishing his slaves, or rushing around the city on social duties? Add illnesses and idle hours, and he will find he has fewer years than he counts.</p><p>People are tight-fisted with their property, Seneca notes, yet wasteful with the one thing in which it is right to be stingy: time. They live as if they were destined to live forever, never thinking of their own frailty. They are like mortals in all that they fear and like immortals in all that they desire. Many say they will retire at fifty or be free of duties at sixty, but who has promised them those years?</p>`,
        },
        {
          title: "The Powerful Longed for Leisure",
          html: `<p>Even the most powerful people, Seneca points out, have longed for rest. The emperor Augustus, to whom the gods gave more than to anyone, never stopped praying for leisure. He spoke and wrote of it constantly, consoling himself with the thought that one day he would live for himself. Yet his reign was filled with civil wars, plots and troubles within his own family.</p><p>Cicero, tossed between political factions, wrote to his friend Atticus that he was only half free in his country house. Seneca retorts that a wise man is never half free. And Livius Drusus, a restless reformer, is said to have complained that he alone had never enjoyed a holiday, not even as a boy. Power, Seneca concludes, does not buy time.</p>`,
        },
      ],
    },
    {
      title: "The Preoccupied",
      pageStart: 13,
      pageEnd: 18,
      snippets: [
        {
          title: "Learning How to Live",
          html: `<p>Seneca's name for those who fritter life away is the preoccupied. Nothing can be done well by a person who is busy with everything; the distracted mind takes nothing in deeply. Of all pursuits, living is the one the preoccupied do worst, and yet it is the hardest to learn.</p><p>There are teachers for every other skill, he says, but learning how to live takes a whole lifetime, and, more surprising still, it takes a whole lifetime to learn how to die. Great thinkers have given up wealth, office and pleasure to devote themselves to this one study. So do not assume someone has lived long because of grey hair and wrinkles. He has not lived long; he has merely existed long, like a sailor tossed about by storms who has not voyaged far but only been driven in circles.</p>`,
        },
        {
          title: "Tomorrow Steals Today",
          html: `<p>People ask for one another's time and give it away freely, Seneca observes, because time cannot be seen or touched. Yet let a doctor warn them of approaching death, and they would pay anything to live a little longer.</p><blockquote><p>The greatest obstacle to living is expectancy, which hangs on tomorrow and loses today.</p></blockquote><p>We arrange what lies in the hands of fortune and let slip what lies in our own. The whole future is uncertain, so live at once. Quoting Virgil, he reminds Paulinus that the best days of our lives are the first to flee. Old age then overtakes the preoccupied while they are still childish in mind, unprepared and unarmed.</p>`,
        },
      ],
    },
    {
      title: "Past, Present and Busy Idleness",
      pageStart: 19,
      pageEnd: 25,
      snippets: [
        {
          title: "Three Periods of Time",
          html: `<p>Life, Seneca explains, is divided into three periods: what has been, what is, and what will be. The present is brief, the future is uncertain, and the past is certain. The past is the one part of our time that fortune can no longer touch, a secure possession that no one can take away.</p><p>Yet the preoccupied cannot enjoy it. They are afraid to look back on lives full of ambition, greed and wrongdoing, so they never revisit their memories. For them the present is only a fleeting instant, snatched away before they can grasp it. Only a calm and untroubled mind can wander freely through all the stages of its life, while busy minds are like necks under a yoke that cannot turn to look behind.</p>`,
        },
        {
          title: "Idleness That Is Not Leisure",
          html: `<p>Seneca insists that many who appear to be at rest are just as preoccupied as those at work. He mocks collectors fussing over bronzes, spectators at the wrestling grounds, people who spend hours at the barber having every stray hair arranged, and hosts who lavish anxious attention on the silver and the seating at banquets.</p><p>He tells of one man so pampered that, after being carried from his bath and set down in a chair, he asked whether he was now sitting. Can such a person, who does not even know whether he is sitting, know whether he is alive? Seneca adds pedantic scholars to the list, people who waste years on questions like how many rowers Ulysses had, or which Roman first persuaded his countrymen to board a ship.</p>`,
        },
      ],
    },
    {
      title: "True Leisure with the Philosophers",
      pageStart: 26,
      pageEnd: 32,
      snippets: [
        {
          title: "Adding Every Age to Our Own",
          html: `<p>Only those who make time for philosophy, Seneca declares, are truly at leisure, and only they are truly alive. They do not merely keep watch over their own lifetime; they annex every age to their own. All the years that went before them are added to their store.</p><p>The great thinkers of the past were born for us and prepared their ideas for us. We can debate with Socrates, doubt with Carneades, find peace with Epicurus, overcome human nature with the Stoics and go beyond it with the Cynics. Since nature allows us to share in every age, why not turn from this brief and fleeting span to those boundless and eternal things we can hold in common with the best minds?</p>`,
        },
        {
          title: "Choosing Your Family",
          html: `<p>Seneca contrasts these philosophical friendships with the empty social rounds of Rome, where clients hurry from door to door at dawn only to be ignored or turned away by a sleepy patron. The great minds of the past are never too busy. Any of them will receive you at any hour, and none will send you away empty-handed.</p><p>We cannot choose our parents, he adds, but we can choose whose children we will be. There are households of the noblest intellects; pick the one you wish to be adopted into, and you will inherit not only its name but its wealth, which does not shrink when shared. The busy, by contrast, live anxious lives, fearing the future and never at peace even in their pleasures, since they know those pleasures cannot last.</p>`,
        },
      ],
    },
    {
      title: "A Letter to Paulinus",
      pageStart: 33,
      pageEnd: 38,
      snippets: [
        {
          title: "Step Back from the Grain Supply",
          html: `<p>In the closing chapters Seneca turns directly to Paulinus, who is responsible for feeding the city of Rome. You have already given enough of your life to the state, he writes, and now it is time to give some to yourself. Managing the grain supply of the world demands honesty and care, but it is better to keep the accounts of your own life than those of the public granaries.</p><p>He recalls how close the city came to famine when the emperor Caligula died, with food left for only a few days. Such burdens are heavy and thankless. Instead, Seneca urges him to turn toward calmer and safer pursuits: the study of the gods, the nature of the soul, the order of the universe, and the pursuit of virtue.</p>`,
        },
        {
          title: "Dying in Harness",
          html: `<p>Seneca ends with a warning about those who cling to office into extreme old age. He tells of Turannius, a man of more than ninety, who was relieved of his duties by the emperor without even asking. He ordered himself to be laid out on his bed and mourned by his household as if dead, and the mourning continued until his post was restored.</p><p>The law releases soldiers from service at fifty and senators at sixty, Seneca notes, yet people find it harder to obtain leave from themselves than from the law. They go on working until death, still making plans, without ever having lived for themselves. Since such lives have been so short, he suggests with grim irony, their funerals should be held by torchlight and candlelight, as were the funerals of children.</p>`,
        },
      ],
    },
  ],
};
