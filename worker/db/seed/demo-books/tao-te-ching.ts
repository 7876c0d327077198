import type { DemoBook } from "../demo-book";

export const taoTeChing: DemoBook = {
  id: "tao-te-ching",
  title: "Tao Te Ching",
  authors: ["Laozi"],
  isbn: ["9780140441314"],
  publisher: "Penguin Classics",
  year: "c. 4th century BC",
  edition: "1st",
  topic: "Spirituality",
  pages: "192",
  coverColors: ["#b7e4c7", "#40916c"],
  smallSummary:
    "In eighty one short poetic chapters, the Tao Te Ching describes the nameless Way behind all things and teaches a life of simplicity, humility and effortless action, like water.",
  mediumSummary:
    "Traditionally credited to the sage Laozi, the Tao Te Ching is a brief collection of eighty one poetic chapters that has become one of the most translated books in the world. It speaks of the Tao, or Way, a source that cannot be named yet gives rise to everything, and of Te, the power or virtue of living in harmony with it. Through paradox and images of water, valleys, infants and uncarved wood, it counsels humility, contentment and action without forcing, and it urges rulers to govern lightly and avoid war.",
  largeSummary: `The Tao Te Ching, sometimes written Daodejing, is one of the founding texts of Chinese thought and of the Taoist tradition. According to the ancient historian Sima Qian, its author Laozi, whose name simply means the Old Master, was a keeper of archives at the Zhou court. Seeing the dynasty decline, he rode west toward the frontier, where a gatekeeper begged him to write down his wisdom before leaving the world behind. Laozi set down some five thousand characters and disappeared. Modern scholars believe the text grew over time and took its familiar shape around the fourth century BC, and ancient manuscripts found on silk and bamboo slips in the twentieth century have shown how old and how varied its versions are.

The book falls into two parts. The first thirty seven chapters are traditionally called the book of the Way, and the remaining forty four the book of Virtue, or Power. Each chapter is short, often only a few lines, and written in compressed, rhythmic verse full of paradox. The opening words set the tone: the Way that can be spoken of is not the constant Way, and the name that can be named is not the constant name.

The Tao is described as the nameless origin of heaven and earth, empty yet inexhaustible, always returning things to their root. Its characteristic mode of action is wu wei, often translated as non-action or effortless action, meaning action that does not force or contend. The text repeatedly praises what the world overlooks: the soft over the hard, the low over the high, the empty over the full, the feminine over the masculine. Its favourite image is water, which benefits all things without competing, settles in low places, and yet wears away the hardest stone.

Much of the book is addressed to rulers. The best leaders, it says, are barely noticed; heavy laws and taxes breed theft and unrest; weapons are instruments of ill omen, and even victory should be mourned. Its ideal is a small, simple community content with what it has. Read as spiritual guidance, political advice or poetry, the Tao Te Ching continues to offer a quiet alternative to striving, cleverness and control.`,
  chapters: [
    {
      title: "Chapters One to Ten: The Nameless Way",
      pageStart: 57,
      pageEnd: 66,
      snippets: [
        {
          title: "The Way That Cannot Be Spoken",
          html: "<p>The very first chapter warns that words will fail. The Way that can be told is not the constant Way, and the name that can be named is not the constant name. The nameless is the beginning of heaven and earth, while the named is the mother of the myriad things. Both spring from the same source, and that shared mystery is the gateway to all subtlety.</p><p>The second chapter shows how our ideas come in pairs. As soon as everyone recognises beauty as beauty, ugliness appears; as soon as we know good, we know what is not good. Being and non being, difficult and easy, long and short all arise together. So the sage acts without striving and teaches without words.</p>",
        },
        {
          title: "The Highest Good Is Like Water",
          html: "<p>Chapter eight offers the book's most beloved image. The highest good is like water. Water benefits the ten thousand things and does not contend with them. It settles in the low places that people disdain, and so it comes close to the Way.</p><p>From water the text draws a whole way of living: to dwell on humble ground, to keep one's mind deep, to be kind in giving, truthful in speech, orderly in governing, capable in work and timely in action. Because water does not contend, it is free from blame. A nearby chapter adds that heaven and earth endure because they do not live for themselves, and so the sage puts himself last and finds himself first.</p>",
        },
        {
          title: "The Valley Spirit and the Empty Vessel",
          html: "<p>The Way is compared to an empty vessel that is never filled, however much it is used, and to the space between heaven and earth, which is like a bellows: empty, yet never exhausted, and the more it moves the more it yields. The spirit of the valley never dies, the text says, and it calls this the mysterious female, the root from which heaven and earth arise.</p><p>Heaven and earth are not sentimental, chapter five observes; they treat all creatures impartially, as people treat straw dogs used in a ritual. Chapter nine adds practical advice: filling a bowl to the brim is worse than stopping in time, and when the work is done, it is the way of heaven to withdraw.</p>",
        },
      ],
    },
    {
      title: "Chapters Eleven to Twenty Five: Emptiness and the Uncarved Block",
      pageStart: 67,
      pageEnd: 82,
      snippets: [
        {
          title: "The Use of What Is Not There",
          html: "<p>Chapter eleven teaches through everyday objects. Thirty spokes share one hub, but it is the empty centre that makes the cart useful. Clay is shaped into a pot, but the pot is useful because of the space inside it. Doors and windows are cut into a room, and it is the openings that make it a home.</p><blockquote>What is there gives benefit; what is not there gives use.</blockquote><p>The next chapter warns that too much stimulation dulls us. The five colours blind the eye, the five notes deafen the ear, and racing and hunting madden the mind. The sage attends to the belly rather than the eye, to what nourishes rather than what dazzles.</p>",
        },
        {
          title: "Returning to the Root",
          html: "<p>Chapter sixteen invites the reader to reach the utmost emptiness and hold fast to stillness. All things rise and flourish together, and the sage watches them return. Each returns to its root, and returning to the root is called stillness. To know this constancy is to be enlightened, and to act without knowing it leads to disaster.</p><p>The ancient masters, chapter fifteen says, were subtle and hard to fathom. They were cautious as someone crossing a frozen stream in winter, unassuming as uncarved wood, open as a valley and murky as muddy water. Who can make muddy water clear? Let it be still, and it will gradually clear by itself.</p>",
        },
        {
          title: "When the Great Way Is Forgotten",
          html: "<p>The best rulers, chapter seventeen says, are those the people barely know exist. Next come those they love and praise, then those they fear, and worst are those they despise. When the work of the best ruler is done, the people all say it happened to them naturally.</p><p>Chapter eighteen turns a sharp eye on moral slogans: when the great Way is abandoned, talk of benevolence and righteousness appears, and when families fall into discord, filial piety is praised. The cure is to return to simplicity, to show plainness, embrace the uncarved block, lessen selfishness and have few desires. Chapter twenty five then describes something formed in chaos before heaven and earth, silent and alone, which the text calls the Way, and which follows only what is so of itself.</p>",
        },
      ],
    },
    {
      title: "Chapters Twenty Six to Thirty Seven: Yielding and Non-Action",
      pageStart: 83,
      pageEnd: 96,
      snippets: [
        {
          title: "Know the Male, Keep to the Female",
          html: "<p>Chapter twenty eight advises knowing the masculine but keeping to the feminine, so as to become like a ravine that receives everything flowing toward it. Know the white but keep to the black; know honour but keep to humility. In this way one's virtue never departs, and one returns to the state of the infant and to the uncarved block.</p><p>The world itself, chapter twenty nine warns, is a sacred vessel that cannot be seized or shaped by force. Those who try to act on it will ruin it, and those who try to grasp it will lose it. So the sage avoids excess, extravagance and arrogance.</p>",
        },
        {
          title: "Weapons Are Instruments of Ill Omen",
          html: "<p>The Tao Te Ching is strongly suspicious of war. One who assists a ruler with the Way does not dominate the world by force, for such actions tend to rebound, and where armies have camped, briars and thorns grow. After great wars, bad harvests follow.</p><p>Weapons, chapter thirty one says, are instruments of ill omen, and the gentleman uses them only when he has no choice. Even then he values calm restraint and takes no pleasure in victory, since to delight in victory is to delight in killing. When many people have been killed, the victory should be observed with the rites of mourning.</p>",
        },
        {
          title: "Knowing Oneself and Doing Nothing",
          html: "<p>Chapter thirty three compresses a whole ethic into a few lines. Knowing others is wisdom, knowing oneself is enlightenment. Conquering others takes force, conquering oneself takes strength. Whoever knows contentment is rich, and whoever dies without perishing has true long life.</p><p>The first part of the book closes with its central teaching about action. The Way never acts, yet nothing is left undone. If rulers could hold to it, the ten thousand things would transform of themselves. Without desire there is stillness, and the world settles into order of its own accord.</p>",
        },
      ],
    },
    {
      title: "Chapters Thirty Eight to Fifty Six: The Power of Virtue",
      pageStart: 97,
      pageEnd: 118,
      snippets: [
        {
          title: "Virtue That Does Not Know Itself",
          html: "<p>The second part opens with a paradox. The highest virtue does not cling to virtue, and that is why it has virtue; the lowest virtue never lets go of virtue, and that is why it lacks it. When the Way is lost, virtue takes its place; when virtue is lost, benevolence; when benevolence is lost, righteousness; and when righteousness is lost, ritual.</p><p>Ritual, the text says, is the thinning out of loyalty and good faith and the beginning of disorder. This is a pointed challenge to the Confucian emphasis on rites. The great person dwells in what is thick and solid rather than thin, in the fruit rather than the flower.</p>",
        },
        {
          title: "Returning Is the Motion of the Way",
          html: "<p>Chapter forty is among the shortest and most profound. Turning back is how the Way moves, and weakness is how it works. The ten thousand things are born from being, and being is born from non being. Chapter forty two offers a compact cosmology: the Way gives birth to one, one gives birth to two, two gives birth to three, and three gives birth to the ten thousand things, which carry the dark yin on their backs and embrace the bright yang.</p><p>The softest thing in the world, chapter forty three adds, overcomes the hardest. From this we see the benefit of doing without acting and teaching without words, though few in the world grasp it.</p>",
        },
        {
          title: "Less and Less Each Day",
          html: "<p>Chapter forty eight contrasts two paths. Those who pursue learning add something every day, while those who pursue the Way let go of something every day, less and less, until they arrive at non action, and through non action nothing is left undone.</p><p>Nearby chapters praise contentment. There is no disaster greater than not knowing when one has enough, and no fault greater than wanting to acquire. Which is dearer, fame or one's own life? Without going out of the door one can know the whole world. And in chapter fifty six comes the famous line: those who know do not speak, and those who speak do not know.</p>",
        },
      ],
    },
    {
      title: "Chapters Fifty Seven to Eighty One: Governing Lightly",
      pageStart: 119,
      pageEnd: 150,
      snippets: [
        {
          title: "Like Cooking a Small Fish",
          html: "<p>The later chapters return often to government. The more prohibitions there are, the poorer the people become; the more clever devices, the more confusion in the state; the more laws are published, the more thieves and robbers there are. So the sage says: I do nothing, and the people transform themselves; I love stillness, and the people become upright.</p><p>Chapter sixty offers a memorable image. Governing a large state is like cooking a small fish, which falls apart if you keep poking at it. Great rivers and seas, another chapter notes, rule the hundred valleys because they lie below them, and so a ruler who wishes to lead the people must speak humbly and put himself behind them.</p>",
        },
        {
          title: "A Journey of a Thousand Miles",
          html: "<p>Chapter sixty three advises handling difficult things while they are still easy and great things while they are still small. Chapter sixty four puts this in images that have become proverbs. A tree too large to embrace grows from a tiny sprout; a terrace nine storeys high rises from a heap of earth; a journey of a thousand miles begins beneath one's feet.</p><p>The sage also keeps three treasures, listed in chapter sixty seven: compassion, frugality, and not daring to put oneself ahead of the world. With compassion one can be brave, with frugality one can be generous, and by not claiming first place one can become a leader.</p>",
        },
        {
          title: "Soft and Weak Are the Companions of Life",
          html: "<p>When people are born they are soft and supple, and when they die they are hard and stiff. The same is true of plants and trees. So the hard and stiff are the companions of death, and the soft and weak are the companions of life. Nothing in the world is softer or weaker than water, yet nothing is better at overcoming the hard and strong.</p><p>Near the end the book pictures its ideal: a small state with few people, who have boats and carts but no wish to travel, who enjoy their food and customs, and who can hear the neighbouring village's roosters and dogs yet grow old without visiting. The final chapter closes quietly: true words are not beautiful, beautiful words are not true, and the more the sage gives to others, the more he has.</p>",
        },
      ],
    },
  ],
};
