import type { DemoBook } from "../demo-book";

export const theRepublic: DemoBook = {
  id: "the-republic",
  title: "The Republic",
  authors: ["Plato"],
  isbn: ["9780140455113", "9780872201361"],
  publisher: "Penguin Classics",
  year: "c. 375 BC",
  edition: "1st",
  topic: "Philosophy",
  pages: "480",
  coverColors: ["#3c4f76", "#e6d3a3"],
  smallSummary:
    "Plato's great dialogue on justice, in which Socrates designs an ideal city ruled by philosophers to show why a just life is better than an unjust one, whatever the rewards.",
  mediumSummary:
    "The Republic begins with a simple question, what is justice, and ends up ranging across politics, education, psychology, art and the nature of reality. Socrates and his companions build an imaginary city in words, with guardians, philosopher rulers and a strict system of education, in order to see justice written in large letters. Along the way Plato introduces the allegory of the cave and the theory of Forms, and argues that the just soul, like the just city, is one in which reason rules.",
  largeSummary: `The Republic is a dialogue narrated by Socrates, who recounts a long conversation held at the house of the elderly Cephalus in the Athenian port of Piraeus. Plato wrote it in the middle of his career, and it is widely regarded as his masterpiece, a work that set the agenda for much of Western philosophy.

It opens with an argument about the meaning of justice. Is it telling the truth and paying what you owe? Helping friends and harming enemies? Or, as the fiery sophist Thrasymachus insists, nothing more than the advantage of the stronger? Socrates refutes each answer, but Plato's brothers Glaucon and Adeimantus press him further. They want proof that justice is good in itself, and that a just person would be happier than an unjust one even if no one ever knew.

To answer them, Socrates proposes to study justice first in a city, where it is larger and easier to see, and then in the individual soul. The city they construct has three classes: rulers, soldiers, and producers. Justice in the city means each class doing its own work. The soul, likewise, has three parts: reason, spirit and appetite, and a just person is one in whom reason, supported by spirit, governs the appetites.

The middle books make the boldest claims. Women can be guardians alongside men; the guardians should share property and families; and cities will never be free from trouble until philosophers become kings. Plato explains what philosophers know through the images of the sun, the divided line and the cave, describing a journey from shadows to the light of the Good.

The final books trace how cities and souls decline, from the rule of honour to oligarchy, democracy and finally tyranny, the most miserable condition of all. Plato then criticises poetry as imitation far removed from truth, and closes with the myth of Er, a vision of the afterlife in which each soul chooses its next life, and in which wisdom is the only sure guide.`,
  chapters: [
    {
      title: "Book One: What Is Justice?",
      pageStart: 3,
      pageEnd: 52,
      snippets: [
        {
          title: "Conversation in the Piraeus",
          html: `<p>Socrates has gone down to the Piraeus with Glaucon to see a festival for the goddess Bendis, when friends persuade him to stay and visit the house of Cephalus, a wealthy old man. Cephalus says that the greatest benefit of wealth is that it lets a person die without owing anything to gods or men.</p><p>From this, Socrates draws out a first definition of justice: telling the truth and returning what one has borrowed. But he quickly finds a problem. If a friend lent you a weapon and then went mad, surely it would not be just to give it back. Cephalus departs to attend to a sacrifice, leaving his son Polemarchus to carry on the argument.</p>`,
        },
        {
          title: "Helping Friends and Harming Enemies",
          html: `<p>Polemarchus, quoting the poet Simonides, proposes that justice means giving each person what is owed: benefit to friends and harm to enemies. Socrates raises a series of objections. We often mistake who our real friends are. And what use is justice in peacetime, if it only helps in making alliances and fighting battles?</p><p>Most importantly, Socrates argues that harming anyone makes them worse with respect to human excellence. Since justice is itself an excellence, it cannot be the job of a just person to make anyone more unjust, just as it is not the work of heat to make things cold. So a just person would never harm anyone at all, friend or enemy.</p>`,
        },
        {
          title: "Thrasymachus and the Stronger",
          html: `<p>The sophist Thrasymachus has been listening impatiently and now bursts in like a wild beast. Justice, he declares, is nothing but the advantage of the stronger. Every government makes laws in its own interest and calls obeying them just.</p><p>Socrates argues that every true craft, like medicine or navigation, serves the good of its object rather than the practitioner, and that ruling is no different. Thrasymachus replies that rulers treat their subjects the way shepherds treat sheep, fattening them for their own profit, and that the perfectly unjust person lives a far happier life than the just. Socrates answers with several arguments, but by the end of the book he admits that they have discussed whether justice is profitable without first discovering what it is.</p>`,
        },
      ],
    },
    {
      title: "Books Two to Four: The City and the Soul",
      pageStart: 53,
      pageEnd: 156,
      snippets: [
        {
          title: "The Ring of Gyges",
          html: `<p>Glaucon is not satisfied and restates the case for injustice. People praise justice, he says, only because they are too weak to do wrong without being punished. To show this, he tells the story of a shepherd named Gyges who found a ring that made him invisible. Using it, he seduced the queen, killed the king and took the throne.</p><p>If a just and an unjust person each had such a ring, Glaucon suggests, they would behave exactly the same. He challenges Socrates to show that justice is good in itself, even for someone who has a reputation for wickedness, while the unjust person enjoys a reputation for goodness. Adeimantus adds that even parents and poets recommend justice only for its rewards.</p>`,
        },
        {
          title: "Building the City in Words",
          html: `<p>Socrates suggests that justice may be easier to see in a city than in a single person, as large letters are easier to read than small ones. The first city they imagine is simple, with farmers, builders, weavers and traders meeting basic needs. Glaucon calls it a city fit for pigs, so they add luxuries, which bring the need for more land, and hence for soldiers.</p><p>These guardians must be gentle to their own people and fierce toward enemies, like well bred dogs. Their education in music, poetry and physical training is carefully controlled: stories that show gods behaving badly are banned. To keep order, the citizens are told a noble falsehood, that each person was formed with gold, silver, or iron and bronze in their soul, which determines whether they will rule, defend or produce.</p>`,
        },
        {
          title: "Justice in City and Soul",
          html: `<p>Once the city is complete, Socrates finds four virtues in it. Wisdom belongs to the rulers, courage to the soldiers, and moderation is the agreement of all classes about who should rule. Justice is the principle that each person does their own work and does not meddle in the work of others.</p><p>He then shows that the soul has three parts to match. Reason calculates, appetite craves, and spirit feels anger and pride. He tells of a man named Leontius who was torn between wanting to look at corpses and being disgusted with himself, proof that spirit can side with reason against desire. A just person is one whose reason rules with the help of spirit, keeping appetite in its place, so that the soul is in harmony, like a well tuned instrument.</p>`,
        },
      ],
    },
    {
      title: "Books Five to Seven: Philosopher Rulers and the Cave",
      pageStart: 157,
      pageEnd: 276,
      snippets: [
        {
          title: "Three Waves",
          html: `<p>In Book Five Socrates faces three waves of objection, each bigger than the last. The first is his claim that women should be trained and serve as guardians alongside men, since the difference between the sexes does not matter for the work of ruling and defending. The second is that among the guardians, private families and property should be abolished, so that all regard one another as kin.</p><p>The third and largest wave is his central claim. Until philosophers rule as kings, or those now called kings and rulers genuinely take up philosophy, there will be no end to troubles for cities, nor for the human race. Socrates expects to be drowned in laughter for saying it.</p>`,
        },
        {
          title: "The Sun and the Line",
          html: `<p>To explain what philosophers know, Socrates distinguishes between opinion, which concerns the changing world of appearances, and knowledge, which grasps the unchanging Forms, such as beauty itself or justice itself. He also offers the image of a ship whose owner is big and strong but rather deaf and short-sighted, surrounded by quarrelling sailors who scorn the true navigator as a useless stargazer.</p><p>The highest object of knowledge is the Form of the Good. Socrates cannot describe it directly, so he compares it to the sun. Just as the sun makes things visible and allows them to grow, the Good makes things knowable and gives them their being. He then divides a line into sections to map the ascent from images and shadows, through physical objects and mathematics, up to pure understanding.</p>`,
        },
        {
          title: "The Allegory of the Cave",
          html: `<p>Book Seven opens with Plato's most famous image. Imagine prisoners chained since childhood in a cave, facing a wall. Behind them burns a fire, and objects carried past it cast shadows on the wall. The prisoners take these shadows for reality.</p><p>If one were freed and dragged up into the sunlight, he would at first be dazzled and confused, but eventually he would see real things and finally the sun itself. Returning to the cave, he would stumble in the dark, and the others might mock him, even kill him. Yet the philosophers of the ideal city must go back down and rule. Their education in arithmetic, geometry, astronomy, harmony and dialectic is designed to turn the whole soul from darkness toward the light.</p>`,
        },
      ],
    },
    {
      title: "Books Eight and Nine: The Decline of Cities and Souls",
      pageStart: 277,
      pageEnd: 346,
      snippets: [
        {
          title: "From Honour to Democracy",
          html: `<p>Returning to the question of justice and happiness, Socrates describes how even the ideal city would decline. First comes timocracy, rule by those who love honour and victory, like Sparta. When the love of wealth takes over, it becomes oligarchy, rule by the rich, which splits into two cities, one of the rich and one of the poor.</p><p>The poor eventually rise up and establish democracy. Socrates describes it as a colourful garment embroidered with every kind of flower, attractive to many, where each person lives as they please. But its love of freedom becomes excessive. Teachers fear their pupils, the young act like the old, and even the animals, he jokes, walk the streets as if they were free citizens. For every kind of city, he traces a matching kind of person.</p>`,
        },
        {
          title: "The Tyrant's Misery",
          html: `<p>Out of extreme freedom, Socrates argues, comes extreme slavery. A popular champion of the people gains a bodyguard, eliminates his rivals and becomes a tyrant. The tyrannical soul matches him, ruled by a single mad passion that drives all its other desires.</p><p>Far from being the happiest of men, as Thrasymachus claimed, the tyrant is the most wretched. He is surrounded by fear and flatterers, cannot travel or trust a friend, and is enslaved by his own appetites. Socrates offers three arguments that the just life is happier, and portrays the soul as a many headed beast, a lion and a human being within a single body. Injustice feeds the beast; justice strengthens the inner human being. The ideal city may exist nowhere on earth, but its pattern is laid up in heaven for anyone who wishes to live by it.</p>`,
        },
      ],
    },
    {
      title: "Book Ten: Poetry and the Myth of Er",
      pageStart: 347,
      pageEnd: 384,
      snippets: [
        {
          title: "Three Removes from Truth",
          html: `<p>In the final book Socrates returns to poetry, now with a sharper charge. He distinguishes three kinds of bed. There is the Form of bed, made by the god; the bed that a carpenter makes by looking to that Form; and the picture of a bed that a painter makes by copying the carpenter's work. The painter's image is three steps removed from reality.</p><p>Poets such as Homer, Socrates argues, are imitators in the same way. They can describe generals and doctors without knowing how to lead or heal. Worse, poetry stirs up grief, laughter and desire, strengthening the parts of the soul that reason should govern. So poetry must be banished from the city, unless its defenders can prove that it is not only pleasant but beneficial.</p>`,
        },
        {
          title: "The Journey of Er",
          html: `<p>The dialogue ends with a myth. Er, a soldier from Pamphylia, was killed in battle, but his body did not decay, and on the twelfth day he revived on his funeral pyre to report what he had seen in the afterlife. Souls were judged and sent up to heaven or down beneath the earth for a thousand years, rewarded or punished many times over for their deeds.</p><p>Then they gathered to choose their next lives. The first to choose, who had lived virtuously only out of habit, greedily seized the life of a tyrant. Orpheus chose to become a swan, and Odysseus, cured of ambition, searched for the quiet life of a private man. After crossing the plain of forgetfulness and drinking from its river, the souls were born again. Socrates concludes that we should always hold to the upward path and pursue justice with wisdom.</p>`,
        },
      ],
    },
  ],
};
