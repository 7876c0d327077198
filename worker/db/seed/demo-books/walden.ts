import type { DemoBook } from "../demo-book";

export const walden: DemoBook = {
  id: "walden",
  title: "Walden",
  authors: ["Henry David Thoreau"],
  isbn: ["9780691096124", "9780140390445"],
  publisher: "Princeton University Press",
  year: "1854",
  edition: "1st",
  topic: "Nature",
  pages: "352",
  coverColors: ["#2f5d50", "#a8c686"],
  smallSummary:
    "Thoreau's account of two years living in a cabin he built by Walden Pond, a record of simple living, close attention to nature, and sharp questions about how we spend our lives.",
  mediumSummary:
    "In 1845 Henry David Thoreau built a small cabin on land owned by his friend Ralph Waldo Emerson near Walden Pond in Concord, Massachusetts, and lived there for two years and two months. Walden condenses that experience into the cycle of a single year. Part economic experiment, part nature journal and part spiritual manifesto, it challenges readers to strip life to its essentials, to live deliberately rather than by habit, and to find wealth in attention, solitude and the natural world.",
  largeSummary: `On the fourth of July, 1845, Henry David Thoreau moved into a one-room cabin he had built with his own hands on the shore of Walden Pond, a mile or so from the village of Concord. He stayed until September 1847. Walden, published seven years later, turns those two years into a single year's cycle, moving from summer through the long New England winter to the thaw of spring.

The book opens with a long chapter called Economy, in which Thoreau audits modern life and finds it wanting. Most people, he argues, spend their best years earning money to buy things they do not need, and so lead lives of quiet desperation. He sets out his own accounts to the half cent, showing that he could house, feed and clothe himself by working only a few weeks a year, leaving the rest of his time free for reading, walking, thinking and writing.

From there, the book becomes an exploration of what that freedom makes possible. Thoreau describes the sounds of the woods, the pleasures of solitude, the visitors who found their way to his door, his field of beans, and above all the pond itself, whose clarity, depth and changing colours he studies with a naturalist's precision and a poet's imagination. He watches a war between ants, plays a game of hide and seek with a loon, and measures the pond's depth through the winter ice.

Running beneath these observations is a moral argument. Thoreau wants his readers to wake up, to live deliberately and to refuse the comfortable routines of their neighbours. He insists that simplicity is not poverty but a richer way of being. The book ends with spring, renewal and the famous image of a different drummer, urging each person to follow their own path, however far it leads from the crowd.`,
  chapters: [
    {
      title: "Economy",
      pageStart: 3,
      pageEnd: 79,
      snippets: [
        {
          title: "Lives of Quiet Desperation",
          html: `<p>Thoreau begins by explaining why he is writing about himself: his neighbours kept asking how he lived in the woods. He turns the question back on them. He has travelled a good deal in Concord, he says, and everywhere he has seen people doing penance, burdened by farms, houses, barns and debts they inherited or chose without thinking.</p><p>The mass of men, he writes, lead lives of quiet desperation. They labour under a mistake, spending the best part of life earning money in order to enjoy a questionable liberty during the least valuable part of it. He asks what the true necessities of life are, and answers that for most people they come down to food, shelter, clothing and fuel. Everything beyond that should be weighed carefully against the life it costs.</p>`,
        },
        {
          title: "Building the Cabin",
          html: `<p>In the spring of 1845 Thoreau borrowed an axe and began cutting white pines near the pond. He bought the boards of a shanty from an Irish railroad worker named James Collins, took it apart and carried the lumber to his site. With the help of friends he raised the frame, and by the fourth of July he was living in it.</p><p>He lists the cost of every item, from boards and nails to hinges and chalk, and arrives at a total of about twenty-eight dollars. That, he notes, was less than a Harvard student paid in rent for a single year. He also warns against elaborate clothes and furniture, advising his readers to beware of all enterprises that require new clothes rather than a new wearer of clothes.</p>`,
        },
        {
          title: "The Freedom of a Few Weeks' Work",
          html: `<p>To earn a little cash, Thoreau planted about two and a half acres of beans, potatoes and corn, and took occasional work surveying and doing carpentry. He ate simply, mostly rice, cornmeal, potatoes and homemade bread, and kept careful accounts of everything he spent.</p><p>His conclusion is striking. By working about six weeks a year, he found, he could meet all the expenses of living. The rest of his time was his own. He does not ask anyone to copy him exactly; he would rather that each person find and pursue their own way. But he wants readers to see that the cost of a thing is the amount of life that must be exchanged for it, and that much of what people chase is not worth the price.</p>`,
        },
      ],
    },
    {
      title: "Where I Lived, Reading and Sounds",
      pageStart: 80,
      pageEnd: 128,
      snippets: [
        {
          title: "To Live Deliberately",
          html: `<p>In the book's most quoted passage, Thoreau explains his purpose. He went to the woods because he wished to live deliberately, to face only the essential facts of life, and to see if he could learn what it had to teach, so that when he came to die he would not discover that he had not lived.</p><p>He wanted to suck out all the marrow of life. Our lives, he complains, are frittered away by detail. His remedy is a single word repeated three times: simplicity, simplicity, simplicity. He mocks the rush to build railroads and send news by telegraph, noting that we do not ride on the railroad; it rides upon us. Time, he says, is but the stream he goes fishing in.</p>`,
        },
        {
          title: "The Heroic Books",
          html: `<p>In the chapter on reading, Thoreau argues that the classics deserve the same effort that went into writing them. He kept a copy of Homer's Iliad on his table and read it in the original Greek, even though his work in the bean field left little time for study.</p><p>Most people, he observes, learn to read only for convenience and spend their lives on light, easy books. He calls for something more demanding: reading as a noble exercise that makes us stand on tiptoe. He also proposes that villages like Concord should become universities, spending on lectures, libraries and learning what they now spend on buildings and gossip.</p>`,
        },
        {
          title: "A Summer Morning in the Doorway",
          html: `<p>Reading is not the only way to learn, and in Sounds Thoreau describes days when he did nothing but sit in his sunny doorway from sunrise until noon, lost in reverie among the pines, hickories and sumacs while birds flitted silently through the house. Those mornings, he says, were not time subtracted from his life but far better than any work of the hands.</p><p>He then catalogues what he heard: the whistle of the Fitchburg railroad passing along the pond, the bells of distant towns on a Sunday, cattle lowing, the whip-poor-wills singing at dusk, the mournful cries of screech owls, and the deep bellowing of bullfrogs on summer nights. The chapter teaches that attention itself is a form of wealth.</p>`,
        },
      ],
    },
    {
      title: "Solitude, Visitors and the Bean-Field",
      pageStart: 129,
      pageEnd: 182,
      snippets: [
        {
          title: "Never Lonely",
          html: `<p>People often asked Thoreau whether he felt lonely in the woods. He answers that he never found a companion so companionable as solitude. He is no more lonely than the loon on the pond, or than Walden Pond itself, or a single dandelion in a pasture.</p><p>Once, during a gentle rain, he did briefly feel that being near other people might be necessary to a good life, but the feeling passed as he became aware of the friendly society of nature all around him, in the patter of the drops and in every sound and sight. Distance between people, he concludes, is measured not in miles but in sympathy, and we are often loneliest in the busy company of others.</p>`,
        },
        {
          title: "Three Chairs",
          html: `<p>Despite his love of solitude, Thoreau insists he is naturally sociable. He had three chairs in his house: one for solitude, two for friendship, three for society. When larger groups came, they stood, and once he fit twenty-five or thirty people under his roof.</p><p>He describes some of his visitors with affection. His favourite was a Canadian woodchopper who could barely write but loved Homer, laughed easily, and seemed to live in contented simplicity. Children out berrying, railroad men on Sunday walks, fishermen, poets, curious townspeople, and at least one runaway slave whom he helped on his way north also came by. Thoreau observes that the simple and the poor often made better company than the busy and the respectable.</p>`,
        },
        {
          title: "Hoeing Beans",
          html: `<p>Thoreau's bean field stretched to some seven miles of rows, and he worked it each summer morning with his hoe. He came to love his beans, though the woodchucks loved them too. Working the soil made him feel connected to the earth like the ancient poet Antaeus, and the chapter blends practical farming with reflection.</p><p>He records the sights that accompanied the work: a hawk circling overhead, the distant sound of soldiers training on muster day, the clink of his hoe against a stone. He questions the farmer's habit of treating land only as property, and argues that the true harvest of a field includes its beauty, which belongs to anyone who sees it. The Village chapter follows, where he recalls being jailed for a night for refusing to pay a poll tax to a state that supported slavery.</p>`,
        },
      ],
    },
    {
      title: "The Ponds and Higher Laws",
      pageStart: 183,
      pageEnd: 236,
      snippets: [
        {
          title: "Earth's Eye",
          html: `<p>The chapter called The Ponds is a loving portrait of Walden itself. Thoreau describes its changing colours, blue from a distance, green near the shore, and so clear that one can see the bottom many feet down. Unlike the muddy ponds nearby, it has no visible inlet or outlet, and is fed by springs.</p><p>A lake, he writes, is the landscape's most beautiful and expressive feature. It is earth's eye, and looking into it, the beholder measures the depth of his own nature. He also praises the neighbouring Flint's Pond and White Pond, and laments that the woods around Walden have been cut down by woodchoppers and that the village wants to pipe its water away.</p>`,
        },
        {
          title: "The Wild and the Good",
          html: `<p>In Higher Laws, Thoreau admits to a strange moment: returning home one evening, he saw a woodchuck cross his path and felt a savage urge to seize and eat it raw. He finds in himself both an instinct toward a higher, spiritual life and another toward a primitive, wild one, and he reverences them both.</p><p>Yet he comes to feel that fishing and hunting are a stage of youth, a way boys first meet the wild, which a thoughtful person tends to outgrow. He grew uneasy about eating meat and drinking anything stronger than water, not for rules of diet but because he sensed that purity and restraint awaken our better nature. Our whole life, he writes, is startlingly moral.</p>`,
        },
        {
          title: "The War of the Ants",
          html: `<p>Brute Neighbors recounts Thoreau's encounters with animals around his cabin. A wild mouse grew tame enough to eat crumbs from his hand, and a partridge led her chicks past his window.</p><p>The most memorable scene is a battle he witnessed on his woodpile between small red ants and much larger black ones. He describes it in mock epic terms, comparing the combatants to the heroes of the Trojan War and to the soldiers at Concord bridge. He carried one struggling trio indoors under a glass to watch. He also tells of chasing a loon across the pond in his boat for an hour, while the bird dived and surfaced far away, seeming to laugh at his efforts.</p>`,
        },
      ],
    },
    {
      title: "Winter at the Pond",
      pageStart: 237,
      pageEnd: 290,
      snippets: [
        {
          title: "Former Inhabitants",
          html: `<p>As the cold set in, Thoreau plastered his walls, built a chimney and gathered firewood, noting that wood warmed him twice, once when he split it and again when he burned it.</p><p>With few visitors, he peopled the snowy woods with memories of those who had lived there before. He recalls Cato Ingraham, Zilpha, Brister Freeman and others, many of them formerly enslaved people or outcasts who scratched out livings near the pond and whose cellar holes and lilacs were all that remained. The chapter is a quiet elegy, and a reminder that the woods were never truly empty. A few loyal friends, including a poet and a philosopher, still made their way through the drifts to talk by his fire.</p>`,
        },
        {
          title: "Sounding the Bottom",
          html: `<p>In the winter of 1846 Thoreau set out to settle an old question. Many people believed Walden Pond had no bottom. Cutting holes through the ice, he sounded the pond carefully with a line and a stone and found that its greatest depth was a little over a hundred feet, remarkable for its size but by no means bottomless.</p><p>He notes that people believe in bottomless ponds because they never take the trouble to sound them, and he is glad the pond is deep enough to be a symbol. He also describes teams of ice cutters who came to harvest blocks from the pond for shipping to distant ports. He imagines the pure Walden water mixing with the sacred water of the Ganges, linking his small pond with the wisdom of India.</p>`,
        },
      ],
    },
    {
      title: "Spring and Conclusion",
      pageStart: 291,
      pageEnd: 333,
      snippets: [
        {
          title: "The Thawing Bank",
          html: `<p>Spring arrives slowly, and Thoreau watches for the day the ice breaks up on the pond. One of his favourite sights is a railroad cut where thawing sand and clay flow down the bank in patterns that resemble leaves, veins, lungs and branching vines.</p><p>In this flowing earth he sees the principle behind all of nature's forms, as if the planet itself were still in the making, alive rather than dead. The returning geese, the song sparrows and the first green grass fill him with joy. He writes that a single gentle rain makes the grass many shades greener, and that our prospects brighten in the same way with better thoughts.</p>`,
        },
        {
          title: "A Different Drummer",
          html: `<p>Thoreau left the woods on the sixth of September, 1847, for as good a reason as he went there: he had several more lives to live. He learned, he says, that if one advances confidently in the direction of one's dreams, one will meet with a success unexpected in common hours.</p><p>He urges readers not to conform for the sake of fitting in. If someone does not keep pace with their companions, perhaps it is because they hear a different drummer. Let them step to the music they hear, however measured or far away. Love your life, poor as it is, he advises, and do not trade it for the approval of society. Truth is worth more than money or fame.</p>`,
        },
        {
          title: "More Day to Dawn",
          html: `<p>The book ends with a story from New England about a beautiful bug that emerged from an old table made of apple tree wood. Its egg had been laid in the living tree many years before, and it gnawed its way out after the table had stood in a farmer's kitchen for decades, perhaps roused by the warmth of an urn.</p><p>Who does not feel his faith in resurrection strengthened by hearing this, Thoreau asks. The same hidden life may lie dormant in any of us, waiting for the right season. He closes with a line that looks beyond his own experiment toward a brighter future: only that day dawns to which we are awake. There is more day to dawn. The sun is but a morning star.</p>`,
        },
      ],
    },
  ],
};
