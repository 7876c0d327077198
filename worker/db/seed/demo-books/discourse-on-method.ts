import type { DemoBook } from "../demo-book";

export const discourseOnMethod: DemoBook = {
  id: "discourse-on-method",
  title: "Discourse on Method",
  authors: ["Ren\u00e9 Descartes"],
  isbn: ["9780140442069"],
  publisher: "Penguin Classics",
  year: "1637",
  edition: "1st",
  topic: "Philosophy",
  pages: "192",
  coverColors: ["#a8dadc", "#1d3557"],
  smallSummary:
    "Descartes tells the story of how he doubted everything he had been taught, built a method of clear reasoning, and arrived at the first certainty: I think, therefore I am.",
  mediumSummary:
    "Published anonymously in French in 1637, the Discourse on the Method of Rightly Conducting One's Reason and Seeking Truth in the Sciences is part autobiography and part manifesto. Ren\u00e9 Descartes recounts his disappointment with school learning, sets out four simple rules of method, adopts a provisional moral code while he doubts, and finds in his own thinking the first unshakeable truth. He goes on to argue for God and the soul, sketches a mechanical account of the body, and explains why science should make us masters of nature.",
  largeSummary: `Ren\u00e9 Descartes published the Discourse on Method in Leiden in 1637, without his name on the title page, as a preface to three scientific essays on optics, meteorology and geometry. He wrote it in French rather than Latin so that anyone with natural good sense could read it, and he presented it not as a textbook but as the story of his own intellectual life, which readers could follow or not as they wished.

The six parts of the Discourse move from autobiography to metaphysics to science. In the first, Descartes describes the excellent education he received at one of the most celebrated schools in Europe, and his growing sense that most of what he had learned was uncertain. He left his books to travel and read the great book of the world, and eventually resolved to study himself. In the second part, shut up alone in a stove-heated room in Germany during a winter of war, he decides to rebuild his beliefs from the foundations and formulates four rules of method drawn from the clarity of mathematics.

The third part sets out a provisional morality to live by while he doubts: obey the laws and customs of his country, act firmly once he has decided, master his desires rather than fortune, and devote his life to cultivating reason. The fourth part contains the heart of his philosophy. Doubting everything that can be doubted, he discovers that the very act of doubting proves his existence, and he expresses it in the famous words I think, therefore I am. From this starting point he argues that the mind is distinct from the body and that a perfect God exists and guarantees our clear and distinct ideas.

The fifth part summarises an unpublished treatise on physics and physiology, describing the heart and the body as machines and arguing that language and flexible reason separate humans from animals and automata. The sixth part explains why Descartes withheld that treatise after the condemnation of Galileo, and imagines a practical science that could make us masters and possessors of nature, above all for the sake of health and medicine.`,
  chapters: [
    {
      title: "Part One: Good Sense and the Failure of Schooling",
      pageStart: 27,
      pageEnd: 34,
      snippets: [
        {
          title: "The Best Distributed Thing in the World",
          html: "<p>Descartes opens with a gentle irony. Good sense, he says, is the best distributed thing in the world, since everyone thinks he has enough of it, and even people hard to please in everything else rarely want more. The power of judging well and telling true from false is naturally equal in all people.</p><p>Our opinions differ not because some are more reasonable than others, but because we steer our thoughts along different paths. It is not enough to have a good mind; the main thing is to apply it well. Those who travel slowly, if they keep to the straight road, can go much further than those who run but wander off it. Descartes offers his method not as a rule for everyone but as a story, to be followed only if it proves useful.</p>",
        },
        {
          title: "What the Schools Could Not Teach",
          html: "<p>Descartes was educated at one of the most famous schools in Europe, and he studied everything on offer: languages, history, eloquence, poetry, mathematics, ethics, theology and philosophy. Yet he came away embarrassed by doubts and errors. Mathematics delighted him with its certainty, but he thought it was used only for the mechanical arts. The moral writings of the ancients seemed like magnificent palaces built on sand and mud.</p><p>Philosophy, though cultivated by the finest minds for centuries, contained nothing that was not disputed, and so nothing that was not doubtful. Since the other sciences borrowed their principles from philosophy, he concluded that nothing solid could have been built on such shaky foundations.</p>",
        },
        {
          title: "Reading the Great Book of the World",
          html: "<p>As soon as he was old enough to leave his teachers, Descartes abandoned the study of books and resolved to seek no knowledge except what he could find in himself or in the great book of the world. He spent his youth travelling, visiting courts and armies, and mixing with people of different temperaments and conditions.</p><p>He learned above all not to believe too firmly anything he had been persuaded of only by example and custom, since customs that seem absurd to us are accepted by whole other peoples. After years of this, he took a new resolution: to study within himself as well, and to use all the powers of his mind in choosing the paths he should follow.</p>",
        },
      ],
    },
    {
      title: "Part Two: The Four Rules of Method",
      pageStart: 35,
      pageEnd: 44,
      snippets: [
        {
          title: "Thoughts in a Stove-Heated Room",
          html: "<p>In the winter of 1619, returning to the army after the coronation of the emperor in Germany, Descartes was held up in winter quarters and spent whole days alone in a stove-heated room, free to think. He reflected that works made by a single master are usually more perfect than those patched together by many hands. A town planned by one engineer is better ordered than an ancient city that grew crooked over centuries.</p><p>Likewise, the beliefs we absorbed as children from our appetites and our teachers are a patchwork. He does not propose to reform states or public education, which would be reckless, but only to clear away his own opinions and rebuild them on foundations entirely his own.</p>",
        },
        {
          title: "Four Simple Precepts",
          html: "<p>Instead of the many rules of traditional logic, Descartes decided that four precepts would be enough, provided he never failed to follow them:</p><ol><li>Never accept anything as true unless he clearly knew it to be so, avoiding haste and prejudice, and including nothing in his judgments except what presented itself so clearly and distinctly that there was no occasion to doubt it.</li><li>Divide each difficulty into as many parts as possible.</li><li>Lead his thoughts in order, starting with the simplest objects and rising step by step to the most complex.</li><li>Make enumerations so complete and reviews so general that nothing is left out.</li></ol>",
        },
        {
          title: "Borrowing the Clarity of Mathematics",
          html: "<p>Descartes noticed that among all those who had sought truth in the sciences, only the mathematicians had found demonstrations, certain and evident reasons. He therefore began with the simplest mathematical questions, combining the best of geometrical analysis and algebra while correcting the defects of each. Within two or three months, he says, he solved problems he had once thought very difficult.</p><p>What satisfied him most was that the method made him use his reason in everything, if not perfectly, then as well as he could. But since the principles of the sciences all depended on philosophy, where nothing yet was certain, he judged that at twenty three he was still too young to tackle those foundations, and decided to wait until he was more mature.</p>",
        },
      ],
    },
    {
      title: "Part Three: A Provisional Morality",
      pageStart: 45,
      pageEnd: 52,
      snippets: [
        {
          title: "Living in a House While Rebuilding It",
          html: "<p>Before you tear down a house to rebuild it, Descartes observes, you must arrange somewhere to live in the meantime. So, while his reason obliged him to suspend judgment, he adopted a provisional code of conduct so that he could still live as happily as possible.</p><p>His first maxim was to obey the laws and customs of his country, to hold firmly to the religion in which he had been raised, and in all other matters to follow the most moderate opinions of the most sensible people around him. He watched what people did rather than what they said, and preferred moderate opinions because they are usually the best and the easiest to correct if they turn out wrong.</p>",
        },
        {
          title: "Walking Straight Through the Forest",
          html: "<p>His second maxim was to be as firm and decisive in action as he could, and to follow even doubtful opinions, once chosen, as steadily as if they were certain. He compares himself to travellers lost in a forest. They should not wander in circles or stop in one place, but walk as straight as possible in one direction, since in this way they will at least reach somewhere better than the middle of the forest.</p><p>The third maxim was to try to master himself rather than fortune, and to change his desires rather than the order of the world. Since nothing is entirely in our power except our thoughts, we can learn not to desire what is out of reach, as the ancient philosophers did who rivalled the gods in contentment.</p>",
        },
        {
          title: "Nine Years as a Spectator",
          html: "<p>Finally, Descartes reviewed the occupations open to him and concluded he could do no better than spend his life cultivating his reason and advancing in knowledge of the truth by his method. With these maxims secure, he felt free to discard the rest of his opinions.</p><p>For nine years he wandered the world as a spectator rather than an actor, uprooting errors from his mind. He insists he was not imitating the sceptics, who doubt for the sake of doubting. His aim was the reverse: to clear away loose earth and sand in order to find rock or clay. He then withdrew to the Netherlands, where he could live as solitary as in a remote desert among a busy people.</p>",
        },
      ],
    },
    {
      title: "Part Four: I Think, Therefore I Am",
      pageStart: 53,
      pageEnd: 59,
      snippets: [
        {
          title: "The First Certainty",
          html: "<p>Because the senses sometimes deceive us, Descartes resolved to suppose that nothing was such as they made us imagine. Because people make mistakes even in simple geometry, he rejected all the demonstrations he had once accepted. And because the same thoughts we have while awake can come to us in sleep, he pretended that everything that had ever entered his mind was no more true than the illusions of his dreams.</p><p>But at once he noticed that while he was trying to think everything false, he who was thinking must necessarily be something. This truth, I think, therefore I am, was so firm and sure that not even the wildest suppositions of the sceptics could shake it, and he took it as the first principle of his philosophy.</p>",
        },
        {
          title: "A Thing Whose Whole Nature Is to Think",
          html: "<p>Descartes next observed that he could pretend he had no body and that there was no world or place for him to be in, yet he could not pretend that he did not exist. From this he concluded that he was a substance whose whole essence or nature is simply to think, and which needs no place and depends on no material thing in order to exist.</p><p>The mind, then, is entirely distinct from the body, and even easier to know than the body. Studying what made the first principle certain, he drew a general rule: whatever we conceive very clearly and very distinctly is true, although it takes care to recognise which things we conceive distinctly.</p>",
        },
        {
          title: "The Idea of a Perfect Being",
          html: "<p>Reflecting that he doubted, and that doubt is an imperfection, Descartes asked where he had learned to think of something more perfect than himself. Such an idea could not come from nothing, nor from an imperfect being like himself, so it must have been placed in him by a being that truly has all perfections, that is, by God.</p><p>He adds a second argument. Just as the idea of a triangle includes that its angles equal two right angles, the idea of a perfect being includes existence, so God's existence is at least as certain as any proof in geometry. Only because God is perfect and no deceiver can we trust that our clear and distinct ideas are true, whether we are awake or dreaming.</p>",
        },
      ],
    },
    {
      title: "Part Five: The Body as a Machine",
      pageStart: 60,
      pageEnd: 76,
      snippets: [
        {
          title: "A Treatise on the World",
          html: "<p>Descartes summarises a treatise he had written but decided not to publish. To speak freely without taking sides in learned disputes, he imagined God creating a new world out of chaos somewhere in imaginary space, and letting it develop according to the laws of nature. He showed how such matter would arrange itself into heavens, sun, stars, planets, comets and an earth much like ours.</p><p>He then turned to living bodies, explaining at length how the heart works and how blood circulates. He praises an English physician, William Harvey, for discovering circulation, though he attributes the heart's motion to heat in the heart that makes the blood expand.</p>",
        },
        {
          title: "Two Tests That Separate Humans from Machines",
          html: "<p>Since skilled craftsmen can build moving automata, Descartes suggests that animal bodies can be understood as machines made by the hand of God. A machine shaped like a monkey could not be told apart from a real monkey. But a machine imitating a human being would fail two tests.</p><ul><li>It could never arrange words or signs to answer meaningfully whatever is said in its presence, as even the dullest person can.</li><li>Though it might do some things very well, it would fail at others, because it acts by the arrangement of its parts, while reason is a universal instrument that serves in every situation.</li></ul><p>Magpies and parrots can utter words, he notes, yet they cannot show that they think what they say.</p>",
        },
        {
          title: "The Rational Soul",
          html: "<p>These tests show, Descartes argues, that animals do not merely have less reason than humans, but none at all. The rational soul cannot be drawn out of the power of matter, as the other functions of the body can, but must be specially created. Nor is it enough for it to be lodged in the body like a pilot in his ship; it must be closely joined and united with it to have feelings and appetites like ours.</p><p>He considers this point especially important. After the error of denying God, he writes, nothing leads weak minds further from virtue than imagining that the souls of animals are of the same nature as ours. Knowing that our soul is independent of the body, we are led to judge that it does not die with it.</p>",
        },
      ],
    },
    {
      title: "Part Six: Masters and Possessors of Nature",
      pageStart: 77,
      pageEnd: 91,
      snippets: [
        {
          title: "Why the Treatise Was Withheld",
          html: "<p>Three years earlier, Descartes explains, he had finished his treatise and was preparing to publish it when he learned that persons whose authority he respected had condemned an opinion in physics published shortly before by someone else. He does not name Galileo, but the allusion is clear.</p><p>He says he had seen nothing in that opinion harmful to religion or the state, but the episode made him fear that his own views might also contain errors. Since he had never enjoyed writing books and valued his peace above fame, he decided to keep the treatise to himself.</p>",
        },
        {
          title: "A Practical Philosophy",
          html: "<p>Descartes nevertheless felt that hiding his ideas would be a sin against the law that obliges us to promote the general good. In place of the speculative philosophy of the schools, he imagines a practical one. By knowing the force and actions of fire, water, air, the stars and the heavens as precisely as we know the crafts of our artisans, we could use them for all their proper purposes, and so make ourselves masters and possessors of nature.</p><p>He wants this not only for the invention of endless conveniences but above all for the preservation of health. Medicine, he believes, might one day free us from countless diseases of body and mind, and perhaps even from the weakness of old age.</p>",
        },
        {
          title: "Experiments, Readers and the Choice of French",
          html: "<p>The further knowledge advances, Descartes observes, the more experiments it needs, and no single person could afford them all. He therefore published these essays partly so that others might help, and partly so that no one could say he had hidden his reasons.</p><p>He explains that he wrote in French, the language of his country, rather than Latin, the language of his teachers, because he hoped that those who use their pure natural reason would judge his opinions better than those who believe only in ancient books. He closes by saying he intends to spend the rest of his life seeking a knowledge of nature from which more reliable rules for medicine might be drawn.</p>",
        },
      ],
    },
  ],
};
