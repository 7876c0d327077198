import type { DemoBook } from "../demo-book";

export const theWealthOfNations: DemoBook = {
  id: "the-wealth-of-nations",
  title: "The Wealth of Nations",
  authors: ["Adam Smith"],
  isbn: ["9780553585971", "9780679783367"],
  publisher: "Bantam Classics",
  year: "1776",
  edition: "1st",
  topic: "Economics",
  pages: "1264",
  coverColors: ["#e9c46a", "#264653"],
  smallSummary:
    "Adam Smith's founding work of economics explains how the division of labour, free markets and the accumulation of capital make nations rich, and what governments should and should not do.",
  mediumSummary:
    "Published in 1776, An Inquiry into the Nature and Causes of the Wealth of Nations argues that a country's real wealth is the goods its people produce, not the gold in its treasury. Adam Smith shows how the division of labour multiplies output, how prices, wages, profits and rents are set, and how saved capital sets more people to work. He traces Europe's uneven economic history, dismantles the mercantile system of tariffs and monopolies, and closes with a practical account of the proper duties, costs and taxes of government.",
  largeSummary: `Adam Smith, a Scottish moral philosopher and friend of David Hume, spent more than a decade writing An Inquiry into the Nature and Causes of the Wealth of Nations, which appeared in London in 1776. It was written against the dominant thinking of its day, which held that a nation grows rich by piling up gold and silver and by exporting more than it imports. Smith's central claim is that the wealth of a nation consists in the necessaries and conveniences of life that its people produce and consume each year.

The first book explains where that abundance comes from. Its famous opening describes a pin factory in which ten workers, each performing a few specialised steps, produce tens of thousands of pins a day, where each alone could barely make twenty. This division of labour grows out of the human tendency to truck, barter and exchange, and it is limited only by the size of the market. Smith then builds a theory of value and price, distinguishing the natural price of a good from the market price that circles around it, and explains how wages, profits and rents are determined.

The second book turns to capital, the stock that employers save and use to put productive labour to work. Frugality, not mere industry, is what allows a nation to grow. The third book is a historical essay showing how, after the fall of Rome, Europe developed in an unnatural order, with trade and towns arising before agriculture was improved, and how commerce eventually dissolved feudal power.

The fourth book is Smith's great polemic against the mercantile system. Tariffs, bounties, monopolies and colonial trade restrictions, he argues, serve merchants and manufacturers at the expense of consumers. It is here that he describes the individual who, seeking only his own gain, is led by an invisible hand to promote the public good. He also weighs the French physiocrats and sketches his own system of natural liberty.

The fifth and final book asks what the state must still do: defend the nation, administer justice, build public works and support education. It sets out four famous maxims of good taxation and ends with a sober warning about public debt and the costs of empire in America.`,
  chapters: [
    {
      title: "Book One: Labour, Exchange and Price",
      pageStart: 1,
      pageEnd: 360,
      snippets: [
        {
          title: "The Pin Factory",
          html: "<p>Smith opens with a humble example. A single worker untrained in pin making could perhaps make one pin a day, and certainly not twenty. Yet in a small workshop he had seen, about ten people divided the work into some eighteen distinct operations, drawing wire, straightening it, cutting it, pointing it and so on, and together they made upwards of forty eight thousand pins a day.</p><p>He gives three reasons for this enormous gain. Each worker grows more dexterous by repeating one simple task, no time is lost moving from one job to another, and people focused on a single operation are quick to invent machines that make it easier. The division of labour, he concludes, is the chief source of improvement in the productive powers of labour.</p>",
        },
        {
          title: "The Butcher, the Brewer and the Baker",
          html: "<p>Why do people divide their labour at all? Smith traces it to a natural human tendency to truck, barter and exchange one thing for another. No one ever saw a dog make a fair exchange of bones with another dog, but humans constantly need the cooperation of strangers, and they obtain it by appealing to self-interest rather than kindness.</p><blockquote>It is not from the benevolence of the butcher, the brewer, or the baker that we expect our dinner, but from their regard to their own interest.</blockquote><p>Because specialisation depends on trade, it is limited by the extent of the market. That is why industry first flourished along coasts and navigable rivers, where water carriage opened wide markets.</p>",
        },
        {
          title: "Natural Price, Wages, Profit and Rent",
          html: "<p>Smith argues that labour is the real measure of value, while money is only its nominal measure. The price of most goods divides into three parts: the wages of workers, the profits of those who supply capital, and the rent of landlords. When a good sells for just enough to pay all three at their ordinary rates, it sells at its natural price.</p><p>The market price rises and falls with supply and demand, but competition keeps pulling it back toward the natural price, like a weight toward a centre. Wages rise fastest not in the richest countries but in those growing most quickly, such as the North American colonies. Smith also warns that people of the same trade seldom meet without the conversation ending in some scheme to raise prices against the public.</p>",
        },
      ],
    },
    {
      title: "Book Two: Capital and Its Uses",
      pageStart: 361,
      pageEnd: 492,
      snippets: [
        {
          title: "Fixed and Circulating Capital",
          html: "<p>Before labour can be divided, Smith explains, someone must have saved a stock of goods to support workers and supply their materials while the work goes on. He divides a society's total stock into three parts: what is reserved for immediate consumption, fixed capital such as machines, buildings, improved land and the acquired skills of workers, and circulating capital such as money, provisions, materials and unsold goods.</p><p>Money is the great wheel of circulation, but it is not itself part of the revenue of society. Well managed banks, by replacing gold and silver with paper, let a country turn idle coin into productive stock, although Smith warns of the ruin caused by reckless banks that issue more paper than trade requires.</p>",
        },
        {
          title: "Productive and Unproductive Labour",
          html: "<p>Smith distinguishes labour that adds value to a material object, such as that of a manufacturer, from labour that vanishes in the moment it is performed, such as that of a household servant. He calls the first productive and the second unproductive, and he places kings, soldiers, lawyers, physicians, musicians and actors in the second group, useful as many of them are.</p><p>A nation grows richer when a larger share of its yearly produce goes to maintain productive hands. That requires saving. Parsimony, not industry, is the immediate cause of the increase of capital, and so every prodigal appears to be a public enemy and every frugal person a public benefactor. Fortunately, he adds, the steady desire to better our condition usually outweighs the passion for spending.</p>",
        },
      ],
    },
    {
      title: "Book Three: The Progress of Opulence in Europe",
      pageStart: 493,
      pageEnd: 540,
      snippets: [
        {
          title: "The Natural Order of Development",
          html: "<p>In Smith's view, the natural course of a growing economy is for capital to flow first into agriculture, then into manufactures, and finally into foreign commerce. The great trade of any civilised society is the exchange between town and country, in which the country sends food and raw materials and the town returns manufactured goods.</p><p>In the modern states of Europe, however, this order was largely reversed. Foreign commerce sprang up first, introduced fine manufactures for export, and only then did the two together stimulate the improvement of agriculture. Book Three explains how laws and institutions produced this unnatural and retrograde order.</p>",
        },
        {
          title: "How Commerce Undid the Feudal Lords",
          html: "<p>After the fall of the Roman Empire, vast estates were engrossed by a few great proprietors and kept intact by primogeniture and entails. Lords had little interest in improving their land, and the serfs who worked it had less, since a person who can acquire no property has no motive but to eat as much and labour as little as possible.</p><p>Towns, by contrast, won their freedoms by allying with kings against the barons, and in them order, good government and security of property appeared first. As merchants brought luxuries within reach, the great lords began spending their surplus on themselves instead of on armies of retainers. For the gratification of the most childish vanity, Smith says, they bartered away their whole power and authority, and with it feudalism itself.</p>",
        },
      ],
    },
    {
      title: "Book Four: Against the Mercantile System",
      pageStart: 541,
      pageEnd: 874,
      snippets: [
        {
          title: "Wealth Is Not Gold",
          html: "<p>The mercantile system taught that wealth consists of gold and silver, and so governments should encourage exports, discourage imports and watch the balance of trade anxiously. Smith argues that this is a confusion. Money is simply a tool of exchange, and a country that can buy what it needs will always be able to obtain gold when it wants it.</p><p>The real purpose of all production is consumption, yet the mercantile system sacrifices the consumer to the producer. Tariffs, bounties on exports and trading monopolies are, in Smith's account, largely the work of merchants and manufacturers who persuaded lawmakers that their private interest was the interest of the whole nation.</p>",
        },
        {
          title: "The Invisible Hand",
          html: "<p>In the chapter on restraints upon imports, Smith explains why a general policy of free trade serves the public. Each person tries to employ his capital where it will bring the greatest value, and usually prefers domestic industry because it is nearer and safer. In doing so he intends only his own gain, yet he is led by an invisible hand to promote an end which was no part of his intention.</p><p>He adds a homely argument. A tailor does not make his own shoes, and a shoemaker does not make his own clothes; each buys from the other. What is prudence in the conduct of every private family can scarcely be folly in that of a great kingdom. If a foreign country can supply a good more cheaply than we can make it, it is better to buy it with the produce of our own industry.</p>",
        },
        {
          title: "Colonies and the System of Natural Liberty",
          html: "<p>Smith calls the discovery of America and of the sea route to the East Indies the two greatest events in human history, but he condemns the monopoly of colonial trade. Founding a great empire merely to raise a people of customers, he writes, might seem a project fit only for a nation of shopkeepers, and in truth it suits a government influenced by shopkeepers.</p><p>He then weighs the French agricultural system of Quesnay and the physiocrats, admiring its attack on mercantile regulation but rejecting its claim that only farming is productive. His conclusion is the system of natural liberty: once preferences and restraints are taken away, everyone is free to pursue his own interest in his own way, so long as he does not violate the laws of justice.</p>",
        },
      ],
    },
    {
      title: "Book Five: The Revenue of the Sovereign",
      pageStart: 875,
      pageEnd: 1232,
      snippets: [
        {
          title: "Defence, Justice and Public Works",
          html: "<p>Under natural liberty, Smith says, the sovereign has only three duties, but they are important ones: protecting society from foreign invasion, protecting each member from injustice by others, and maintaining public works and institutions that no private person could profitably provide.</p><p>He traces how defence grew costlier as warfare moved from part time militias to professional standing armies, and how justice became a paid, independent function that must be kept separate from executive power. For roads, bridges and canals, he prefers tolls paid by the users, so that such works are built only where trade truly needs them.</p>",
        },
        {
          title: "Why the Public Must Educate",
          html: "<p>Smith, the champion of the division of labour, also sees its darker side. A worker who spends his whole life performing a few simple operations has no occasion to exercise his understanding, and he tends to become as stupid and ignorant as a human being can become. Unless the state takes pains to prevent it, this will happen to the great body of the people.</p><p>His remedy is public support for local schools, modelled on the parish schools of Scotland, where children can cheaply learn to read, write and count. He is far harsher on the universities, noting that at Oxford most professors had given up even the pretence of teaching, because their pay did not depend on their effort.</p>",
        },
        {
          title: "Four Maxims of Taxation and the Burden of Debt",
          html: "<p>Smith lays down four maxims for any good tax:</p><ul><li>People should pay in proportion to their ability, that is, to the revenue they enjoy under the protection of the state.</li><li>The amount and timing of a tax should be certain, not arbitrary.</li><li>It should be collected at the time and in the manner most convenient to the payer.</li><li>It should take as little as possible from the people beyond what it brings into the treasury.</li></ul><p>The book closes with a warning about the growing public debts of Europe, which he thought would ruin nations in the end. Britain, he argues, should either make its American colonies contribute to the empire's costs or give up the golden dream of that empire altogether.</p>",
        },
      ],
    },
  ],
};
