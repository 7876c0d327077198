import type { DemoBook } from "../demo-book";

export const thePrince: DemoBook = {
  id: "the-prince",
  title: "The Prince",
  authors: ["Niccolò Machiavelli"],
  isbn: ["9780140449150", "9780199535699"],
  publisher: "Penguin Classics",
  year: "1532",
  edition: "1st",
  topic: "Politics",
  pages: "160",
  coverColors: ["#1f3a5f", "#c9a227"],
  smallSummary:
    "Machiavelli's notorious handbook for rulers, arguing that a prince must see politics as it really is and be willing to act ruthlessly when the survival of the state demands it.",
  mediumSummary:
    "Written in 1513 by a Florentine diplomat who had just lost his post, The Prince is a short treatise on how principalities are won, held and lost. Drawing on ancient history and the turbulent Italy of his own day, Machiavelli argues that a ruler must rely on his own arms, understand human nature without illusions, appear virtuous while being ready to abandon virtue, and seize the chances fortune offers. It ends with a passionate call to free Italy from foreign armies.",
  largeSummary: `Niccolò Machiavelli served the Florentine republic for fourteen years as a senior official and diplomat, meeting kings, popes and the ruthless Cesare Borgia. When the Medici family returned to power in 1512, he was dismissed, briefly imprisoned and tortured, and then retired to his farm outside the city. There, in 1513, he wrote The Prince, hoping to win favour with the new rulers. It circulated in manuscript and was published only in 1532, five years after his death.

The book is short and methodical. It begins by classifying principalities: inherited or newly acquired, won by one's own arms or by those of others, by ability or by luck. Each kind brings its own problems, and Machiavelli illustrates them with examples from Rome, Greece and the Italian wars of his own lifetime. He is especially fascinated by Cesare Borgia, whose rise and fall he had watched at close range.

The heart of the work, and the source of its notoriety, is the discussion of a ruler's qualities. Machiavelli announces that he will write about how things actually are rather than how people imagine they should be. A prince who tries to be good in every respect will come to ruin among so many who are not good. It is safer to be feared than loved, if one cannot be both, though a ruler must always avoid being hated. He should be both fox and lion, and should seem merciful, faithful and religious while being ready to act otherwise.

The final chapters consider advisers, flatterers, and the role of fortune, which Machiavelli likens to a flooding river that can be contained by foresight. He closes with an appeal to the Medici to unite Italy and drive out the foreign invaders. Centuries later, the book remains a founding text of modern political thought, admired for its realism and condemned for its apparent amorality.`,
  chapters: [
    {
      title: "Dedication and the Kinds of Principality",
      pageStart: 3,
      pageEnd: 20,
      snippets: [
        {
          title: "A Gift for Lorenzo de' Medici",
          html: `<p>Machiavelli dedicates the book to Lorenzo de' Medici, the grandson of Lorenzo the Magnificent. Others, he notes, bring princes horses, weapons, fine cloth and jewels. He offers instead the thing he values most: his knowledge of the actions of great men, learned through long experience of modern affairs and constant reading of ancient ones.</p><p>He anticipates the objection that a man of low station has no business advising rulers. Just as landscape painters go down into the plains to study the mountains and climb the heights to see the valleys, he says, it takes a prince to understand the people, and one of the people to understand princes.</p>`,
        },
        {
          title: "Holding New Territories",
          html: `<p>The opening chapters sort states into republics and principalities, and principalities into hereditary and new. Hereditary states are easy to keep, since people are used to the ruling family. New ones are hard, because everyone the prince injured in seizing power becomes his enemy, while those who helped him expect more than he can give.</p><p>Machiavelli recommends that a conqueror either live in the new territory himself or plant colonies there, as the Romans did. He criticises King Louis the Twelfth of France for losing his gains in Italy by breaking these rules. He also offers one of his starkest maxims: people must either be treated generously or crushed, for they will avenge small injuries but cannot avenge great ones.</p>`,
        },
        {
          title: "Why Darius's Kingdom Did Not Rebel",
          html: `<p>In the fourth chapter Machiavelli asks why the empire that Alexander the Great conquered from Darius did not revolt after Alexander's death. His answer lies in how it was governed. A state ruled by a single prince whose ministers are all his servants, like the kingdom of the Turks, is hard to conquer but easy to hold once won, because there are no independent lords to lead a revolt.</p><p>A state like France, full of ancient barons with their own subjects and loyalties, is the opposite. It is easy to enter with the help of some discontented noble, but very hard to keep. The fifth chapter adds that cities used to living in freedom are hardest of all, since the memory of their liberty never lets them rest.</p>`,
        },
      ],
    },
    {
      title: "New Princes: Ability, Fortune and Crime",
      pageStart: 21,
      pageEnd: 46,
      snippets: [
        {
          title: "Armed Prophets",
          html: `<p>The sixth chapter praises those who founded states through their own ability, a quality Machiavelli calls virtu, meaning energy, skill and boldness rather than moral goodness. His examples are Moses, Cyrus, Romulus and Theseus. Fortune gave them nothing but an opportunity, and their talent did the rest.</p><p>Such founders face great difficulties, because nothing is harder than introducing a new order of things. Those who profited from the old order resist, and those who might gain from the new are lukewarm. So, he concludes, all armed prophets have conquered and all unarmed prophets have failed. His example of the latter is Savonarola, the Florentine friar whose followers abandoned him once they stopped believing.</p>`,
        },
        {
          title: "The Example of Cesare Borgia",
          html: `<p>The seventh chapter is devoted to Cesare Borgia, son of Pope Alexander the Sixth, who gained his state through his father's fortune. Machiavelli admires how Cesare tried to build firm foundations of his own. In the Romagna he appointed a harsh governor, Remirro de Orco, to restore order; then, to deflect the resentment this caused, he had Remirro cut in two and left in the public square of Cesena, a spectacle that left the people both satisfied and stunned.</p><p>Cesare's plans collapsed only because his father died while he himself lay gravely ill, and because he allowed an enemy to become the next pope. Even so, Machiavelli holds him up as a model for anyone who rises through fortune and the arms of others.</p>`,
        },
        {
          title: "Cruelty Well Used",
          html: `<p>The eighth chapter discusses those who gain power through crime, such as Agathocles, who became king of Syracuse by massacring the senate, and Oliverotto of Fermo, who murdered his own uncle at a banquet. Machiavelli says such men may win power but not glory.</p><p>He then distinguishes between cruelty well used and badly used. Cruelty is well used, if one may speak well of evil, when it is done all at once out of necessity and then not repeated. Injuries should be inflicted together, so that they are felt less, while benefits should be given little by little, so that they are savoured more. The ninth chapter adds that a prince raised by the people should keep them friendly, for they only ask not to be oppressed.</p>`,
        },
      ],
    },
    {
      title: "Armies and the Art of War",
      pageStart: 47,
      pageEnd: 68,
      snippets: [
        {
          title: "The Danger of Mercenaries",
          html: `<p>The foundations of every state, Machiavelli writes, are good laws and good arms, and there cannot be good laws without good arms. He condemns mercenary troops as useless and dangerous. They are disunited, ambitious, undisciplined and disloyal, bold among friends and cowardly before enemies. They have no reason to fight except a small wage, which is not enough to make them want to die for you.</p><p>Italy's ruin, he insists, came from relying on hired soldiers for many years. Auxiliary troops, borrowed from a powerful ally, are even worse, because if they lose you are defeated and if they win you are at their mercy. A wise prince relies on his own subjects, as David refused the armour of Saul and went out with his own sling.</p>`,
        },
        {
          title: "War as the Prince's Profession",
          html: `<p>The fourteenth chapter declares that a prince should have no other aim or thought, nor take up any other art, than war and its discipline. Rulers who think more of luxury than of arms lose their states. Being unarmed makes a ruler despised, and no one who is armed will willingly obey one who is not.</p><p>In peacetime he must train even harder. Through hunting he can harden his body and learn the lie of the land, how valleys open and mountains rise, which will later help him understand any terrain. He should also study history and imitate great captains, as Alexander imitated Achilles and Caesar imitated Alexander. The Greek general Philopoemen, Machiavelli notes, discussed military tactics with his friends even on country walks.</p>`,
        },
      ],
    },
    {
      title: "The Qualities of a Prince",
      pageStart: 69,
      pageEnd: 104,
      snippets: [
        {
          title: "The Effective Truth",
          html: `<p>The fifteenth chapter marks the turning point of the book. Many writers, Machiavelli says, have imagined republics and principalities that have never been seen or known to exist. He prefers to follow the effective truth of things. The gap between how people live and how they ought to live is so great that anyone who neglects what is done for what ought to be done will learn his ruin rather than his preservation.</p><p>A man who wants to be good in every way will be destroyed among so many who are not good. Therefore a prince who wishes to survive must learn how not to be good, and use that knowledge or not according to necessity. He should avoid vices that would cost him his state, but not worry too much about those that help preserve it.</p>`,
        },
        {
          title: "Better to Be Feared than Loved",
          html: `<p>Is it better to be loved or feared? Ideally both, Machiavelli answers, but since the two rarely go together, it is much safer to be feared. People are ungrateful, fickle, deceitful and greedy for gain. Love is a bond of obligation that they break whenever it suits them, while fear is held in place by a dread of punishment that never fails.</p><p>Yet a prince must make himself feared in such a way that he avoids hatred. He can do this by keeping his hands off the property and the women of his subjects. If he must put someone to death, he should have a proper justification. Above all, he should not seize people's goods, because, in Machiavelli's bitter phrase, people forget the death of a father more quickly than the loss of their inheritance.</p>`,
        },
        {
          title: "The Fox and the Lion",
          html: `<p>The eighteenth chapter asks how far princes should keep their word. There are two ways of fighting, Machiavelli says, by law and by force; the first belongs to humans, the second to beasts. A prince must know how to use both, and among beasts he should imitate the fox and the lion. The lion cannot defend himself from traps, and the fox cannot defend himself from wolves. One must be a fox to recognise traps and a lion to frighten wolves.</p><p>A prudent ruler cannot keep faith when doing so works against him. He need not actually have every virtue, but he must appear merciful, faithful, humane, honest and religious. Most people judge by the eyes rather than the hands; everyone sees what you seem to be, few touch what you really are, and in the end the outcome is what counts.</p>`,
        },
      ],
    },
    {
      title: "Counsel, Fortune and the Call to Italy",
      pageStart: 105,
      pageEnd: 128,
      snippets: [
        {
          title: "Ministers and Flatterers",
          html: `<p>The first opinion people form of a ruler's intelligence, Machiavelli writes, comes from looking at the men around him. If his ministers are capable and loyal, he is judged wise. A good minister thinks of the prince rather than himself, and the prince in turn should honour and reward him so that he has no wish to look elsewhere.</p><p>Courts are full of flatterers, and the only protection is to let people know that telling the truth will not offend. Yet if everyone can speak freely, respect vanishes. The solution is to choose a few wise advisers, give them freedom to speak the truth only when asked, question them widely, and then decide alone and hold firm. Good advice, he concludes, comes from the prudence of the prince, not the prudence of the prince from good advice.</p>`,
        },
        {
          title: "Fortune Is a River",
          html: `<p>In the twenty-fifth chapter Machiavelli confronts the belief that worldly affairs are governed by fortune and God, so that human effort is pointless. He judges that fortune may control half of our actions, but leaves the other half, or nearly that, to us.</p><p>He compares fortune to a violent river that floods the plains, tears up trees and carries away buildings. No one can stop it once it rages, but in calm times people can build dykes and embankments to contain it. Fortune shows her power where no preparation has been made. Because times change, a ruler who cannot adapt his methods will eventually fail. Machiavelli adds that it is better to be bold than cautious, citing the impetuous Pope Julius the Second, who succeeded where a careful man would not have.</p>`,
        },
        {
          title: "An Exhortation to Free Italy",
          html: `<p>The final chapter changes tone from analysis to appeal. Italy, Machiavelli laments, has been reduced to a state more enslaved than the Hebrews, more scattered than the Athenians, leaderless and lawless, beaten, despoiled and overrun. Yet this very suffering creates the opportunity for a new leader to show his greatness.</p><p>He urges the house of the Medici, favoured by fortune and by the Church, to raise a citizen army and lead the redemption of Italy from foreign domination. Such a liberator would be welcomed everywhere with love, thirst for revenge and tears. The book closes with lines from the poet Petrarch promising that ancient Italian valour is not yet dead.</p>`,
        },
      ],
    },
  ],
};
