import type { DemoBook } from "../demo-book";

export const theAnalects: DemoBook = {
  id: "the-analects",
  title: "The Analects",
  authors: ["Confucius"],
  isbn: ["9780140443486"],
  publisher: "Penguin Classics",
  year: "c. 5th century BC",
  edition: "1st",
  topic: "Philosophy",
  pages: "256",
  coverColors: ["#e76f51", "#6d597a"],
  smallSummary:
    "A collection of the sayings and conversations of Confucius, The Analects teaches that goodness, learning, ritual and respect for family are the foundations of a good life and a just state.",
  mediumSummary:
    "Compiled by his disciples and their followers in the generations after his death in 479 BC, The Analects gathers short sayings and exchanges between Confucius and his students across twenty books. Its central ideal is the gentleman, a person made noble by character rather than birth, who cultivates goodness toward others, honours parents, loves learning and lives by ritual propriety. The Master also teaches that rulers should govern by moral example instead of punishment, and that a just society begins with calling things by their right names.",
  largeSummary: `Confucius, known in Chinese as Kongzi or Master Kong, lived from about 551 to 479 BC in the small state of Lu, during a time when the old order of the Zhou dynasty was breaking down into rivalry and war. He served for a time in the government of Lu and then spent years travelling from court to court in search of a ruler who would put his ideas into practice. He never found one. Instead he became a teacher, and his students preserved his words. The Analects, whose Chinese title means something like selected sayings, was assembled by these disciples and their own followers over several generations.

The book is not a systematic treatise. Its twenty short books contain hundreds of brief passages: a remark by the Master, a question from a student and its answer, a portrait of Confucius at home or at court, or a saying by one of the disciples. Themes return again and again rather than being argued once. The most important is ren, usually translated as goodness, humaneness or benevolence, the quality of caring for others that makes a person fully human.

Closely linked are several other ideals. The gentleman, or junzi, is someone noble in character rather than by birth. Filial piety, the respectful love of children for their parents, is described as the root of goodness. Ritual propriety, or li, covers everything from court ceremony to daily manners, and gives shape and grace to our feelings. Learning is a lifelong joy and duty, and Confucius presents himself as someone who loves antiquity and passes on the wisdom of the sages rather than inventing his own.

The Analects also contains a political philosophy. Confucius argues that rulers should lead by virtue and ritual rather than by laws and punishments, so that people develop a sense of shame and correct themselves. Government begins with the rectification of names, making sure that rulers act as rulers and fathers as fathers. Over more than two thousand years, these ideas shaped education, government and family life across China, Korea, Japan and Vietnam, and The Analects remains one of the most influential books ever written.`,
  chapters: [
    {
      title: "Books One to Four: Learning, Family and Goodness",
      pageStart: 59,
      pageEnd: 76,
      snippets: [
        {
          title: "The Pleasure of Learning",
          html: "<p>The Analects opens with three gentle questions. Is it not a pleasure to learn something and then practise it at the proper times? Is it not a joy to have friends arrive from far away? And is it not the mark of a gentleman to feel no resentment when others fail to recognise his worth?</p><p>Learning, for Confucius, is never mere book knowledge. It means absorbing the example of the ancients and turning it into conduct. He warns that learning without thinking leaves one lost, while thinking without learning is dangerous. He also defines knowledge with striking honesty: to know what you know, and to know what you do not know, that is true knowledge.</p>",
        },
        {
          title: "Filial Piety as the Root",
          html: "<p>One of the disciples declares that respect for parents and elder brothers is the root of goodness. A person who honours his family, he says, is rarely inclined to defy superiors, and almost never inclined to start a rebellion. When the root is firmly set, the Way grows from it.</p><p>Confucius insists that filial piety is more than providing food. Even dogs and horses are fed, he points out, so without reverence what is the difference? True devotion shows in the expression on one's face, in gentle remonstrance when parents are wrong, and in mourning and remembering them properly after their death.</p>",
        },
        {
          title: "The Gentleman and the Petty Person",
          html: "<p>Throughout these early books, Confucius contrasts the gentleman with the petty person. The gentleman understands what is right, while the petty person understands only what is profitable. The gentleman cherishes virtue, the petty person cherishes land and comfort.</p><p>Confucius also sketches his own growth in one famous passage. At fifteen he set his heart on learning; at thirty he took his stand; at forty he was free from doubt; at fifty he understood the will of Heaven; at sixty his ear was attuned; and at seventy he could follow his heart's desire without overstepping what was right. He tells a disciple that a single thread runs through his whole way, which another disciple explains as loyalty and consideration for others.</p>",
        },
      ],
    },
    {
      title: "Books Five to Nine: The Master and His Disciples",
      pageStart: 77,
      pageEnd: 99,
      snippets: [
        {
          title: "Yan Hui and the Other Students",
          html: "<p>Much of the Analects is a portrait gallery of Confucius's students. Zilu is brave, blunt and impulsive. Zigong is clever, eloquent and good with money. Zai Wo, caught sleeping in the daytime, earns the rebuke that rotten wood cannot be carved.</p><p>Above them all stands Yan Hui, the favourite. Zigong admits that when Yan Hui hears one thing he understands ten, while he himself understands only two. Confucius praises Yan Hui for living in a mean alley with a single bowl of rice and a ladle of water, hardships others could not bear, without ever losing his joy. He alone, the Master says, could go three months without departing from goodness.</p>",
        },
        {
          title: "A Transmitter, Not a Maker",
          html: "<p>Confucius describes himself modestly. He transmits rather than invents, trusting in and loving the ancients. When three people walk together, he says, one of them is sure to be his teacher, for he can follow their good points and correct in himself their bad ones.</p><p>He asks little in the way of comfort. With coarse rice to eat, water to drink and a bent arm for a pillow, there is still joy to be found, while wealth and rank gained unjustly are to him like drifting clouds. He did not discuss prodigies, feats of strength, disorder or spirits, and he was free of four faults: he had no fixed conjectures, no rigid insistence, no stubbornness and no egotism.</p>",
        },
        {
          title: "Heaven Has Entrusted Culture to Me",
          html: "<p>These books also show Confucius in danger and disappointment. Surrounded by a hostile crowd in the town of Kuang, he calmly asks whether the culture of the ancient King Wen has not been entrusted to him. If Heaven did not intend this culture to perish, what could the people of Kuang do to him?</p><p>Standing by a river, he reflects that everything passes on like the flowing water, never ceasing day or night. Only when the year turns cold, he observes, do we realise that the pine and the cypress are the last to lose their leaves, an image of the person whose integrity shows itself in hard times.</p>",
        },
      ],
    },
    {
      title: "Books Ten and Eleven: The Master in Daily Life",
      pageStart: 100,
      pageEnd: 111,
      snippets: [
        {
          title: "The Master at Home and at Court",
          html: "<p>Book Ten is unlike the rest. Instead of sayings, it offers a close description of how Confucius behaved. In his home village he was simple and quiet, almost as if he could not speak, while at court he spoke clearly but with great care. He would not sit on a mat that was not straight, and he would not eat meat that was not properly cut or served with its proper sauce.</p><p>One small story captures his values. When the stables burned down while he was at court, he returned and asked only whether anyone had been hurt. He did not ask about the horses. Ritual precision, in this portrait, always serves concern for human beings.</p>",
        },
        {
          title: "The Grief for Yan Hui",
          html: "<p>Book Eleven records the death of Yan Hui, the disciple Confucius loved most. The Master cries out that Heaven has bereft him, and he weeps with such intensity that his followers worry he is grieving beyond what ritual allows. He replies that if he does not grieve for this man, then for whom should he?</p><p>The same book contains the famous exchange with Zilu about spirits and death. Asked how to serve the spirits, Confucius answers that one who cannot yet serve people can hardly serve spirits. Asked about death, he replies that one who does not yet understand life can hardly understand death.</p>",
        },
      ],
    },
    {
      title: "Books Twelve and Thirteen: Goodness and Government",
      pageStart: 112,
      pageEnd: 128,
      snippets: [
        {
          title: "Overcoming the Self and Returning to Ritual",
          html: "<p>When Yan Hui asks about goodness, Confucius answers that it means overcoming the self and returning to ritual. If for a single day one could do this, the whole world would turn toward goodness. In practice, one should not look, listen, speak or move in any way contrary to ritual.</p><p>To another disciple he gives a different answer: do not impose on others what you would not want for yourself. And when a third student asks the same question, he replies most simply of all, that goodness means loving people. In these passages goodness appears as both inner discipline and outward respect, two sides of a single way of living among others.</p>",
        },
        {
          title: "The Rectification of Names",
          html: "<p>Asked what he would do first if entrusted with government, Confucius answers that he would rectify names. His disciple Zilu thinks this absurdly impractical, but the Master explains. If names are not correct, speech does not match reality; then affairs cannot succeed, ritual and music do not flourish, punishments miss their mark, and the people do not know where to put hand or foot.</p><p>The same idea appears in his advice to a duke: let the ruler be a ruler, the minister a minister, the father a father and the son a son. Social order depends on each role being filled with the conduct its name implies.</p>",
        },
        {
          title: "The Wind and the Grass",
          html: "<p>As he had said in an earlier book, people guided by regulations and punishments will stay out of trouble but feel no shame, while people guided by virtue and ritual will develop a sense of shame and correct themselves. Here Confucius applies that lesson directly to rulers.</p><p>When a powerful minister asks whether he should execute those without the Way, Confucius asks why he needs to kill at all. The virtue of the gentleman is like the wind and that of ordinary people like the grass, and when the wind blows over the grass, it bends. Asked what a state needs, he names enough food, enough weapons and the trust of the people. If something must go, give up the weapons first and then the food, for without trust no state can stand.</p>",
        },
      ],
    },
    {
      title: "Books Fourteen to Sixteen: Integrity and Consideration",
      pageStart: 129,
      pageEnd: 145,
      snippets: [
        {
          title: "Repaying Injury with Straightness",
          html: "<p>Someone asks Confucius whether injury should be repaid with kindness. He answers with a question of his own: then what would you repay kindness with? Instead, he says, repay injury with straightness, and repay kindness with kindness.</p><p>These books also show the Master's stubborn hope. In ancient times, he observes, people learned in order to improve themselves, while now they learn in order to impress others. A gatekeeper, hearing that a traveller is a follower of Confucius, sums him up with a mixture of mockery and admiration as the man who knows a thing cannot be done and keeps on trying to do it.</p>",
        },
        {
          title: "One Word for a Whole Life",
          html: "<p>Zigong asks whether there is a single word that can guide one's conduct for an entire life. Confucius answers that it is perhaps consideration, or reciprocity: what you do not wish for yourself, do not impose on others. It is the same principle he gave earlier as a definition of goodness, now offered as the thread of a whole life.</p><p>He adds that it is people who can enlarge the Way, not the Way that enlarges people, and he declares that in teaching there should be no distinction of classes. He names three kinds of friends who help us, the upright, the trustworthy and the well informed, and three who harm us, the ingratiating, the fawning and the glib.</p>",
        },
      ],
    },
    {
      title: "Books Seventeen to Twenty: Critics, Recluses and Last Words",
      pageStart: 146,
      pageEnd: 162,
      snippets: [
        {
          title: "Does Heaven Speak?",
          html: "<p>In the later books Confucius observes that people are close to one another by nature, and grow far apart through practice. He warns against the village worthy who pleases everyone and so becomes a thief of virtue.</p><p>At one point he says he would prefer not to speak at all. When Zigong protests that the disciples would then have nothing to pass on, the Master replies with a question. Does Heaven speak? The four seasons follow their course and all things are born and grow. What does Heaven ever say? The passage suggests that the deepest teaching is carried by example and by the natural order itself.</p>",
        },
        {
          title: "The Madman of Chu and the Ploughmen",
          html: "<p>Book Eighteen records encounters with hermits who mock Confucius for trying to reform a hopeless world. The madman of Chu sings past his carriage, lamenting that the phoenix's virtue has declined and urging him to give up on politics. Two men ploughing a field tell Zilu that the whole world is flooded with disorder, and ask who could change it.</p><p>Confucius answers with sorrow rather than anger. One cannot flock together with birds and beasts, he says. If he does not associate with his fellow human beings, with whom should he associate? If the world had the Way, he would not need to change it.</p>",
        },
        {
          title: "The Disciples Carry On",
          html: "<p>Book Nineteen contains only sayings of the disciples, showing how the teaching lived on after the Master's death. When someone suggests that Zigong is wiser than Confucius, Zigong replies with a comparison of walls. His own wall reaches only to the shoulder, so anyone can peer in, but the Master's wall is many times a man's height, and those who cannot find the gate never see the beauty within. Confucius, he says, is like the sun and moon, which no one can climb over.</p><p>The final book ends with a compact summary: without understanding destiny one cannot be a gentleman, without ritual one cannot take one's stand, and without understanding words one cannot understand people.</p>",
        },
      ],
    },
  ],
};
