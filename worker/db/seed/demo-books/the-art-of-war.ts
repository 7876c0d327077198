import type { DemoBook } from "../demo-book";

export const theArtOfWar: DemoBook = {
  id: "the-art-of-war",
  title: "The Art of War",
  authors: ["Sun Tzu"],
  isbn: ["9780140439199", "9781590302255"],
  publisher: "Penguin Classics",
  year: "c. 5th century BC",
  edition: "1st",
  topic: "Strategy",
  pages: "384",
  coverColors: ["#8c1c13", "#e0b862"],
  smallSummary:
    "An ancient Chinese manual of strategy in thirteen short chapters, teaching that the best victory is the one won without fighting, through planning, deception and knowledge.",
  mediumSummary:
    "Attributed to the general Sun Tzu, The Art of War is a compact guide to conflict written in China more than two thousand years ago. Its thirteen chapters cover planning, the costs of war, attack by strategy, positioning, momentum, terrain and the use of spies. Its central insight is that war is ruinous and should be won before it is fought: by knowing yourself and your enemy, shaping the situation, striking where the opponent is weak, and preferring cunning to brute force.",
  largeSummary: `The Art of War is traditionally credited to Sun Tzu, or Master Sun, a general said to have served the king of Wu near the end of the Spring and Autumn period. Whether a single author wrote it or it grew over generations, the text that survives is a tightly argued work in thirteen chapters, written in terse, memorable sayings that invite endless interpretation.

Its starting point is sober. War is a matter of life and death for the state, the road to survival or ruin, and must be studied with care. Long campaigns drain the treasury and exhaust the people, so the wise commander calculates carefully before acting and seeks a swift result. The highest form of generalship is to defeat the enemy's plans; next best is to break his alliances; then to attack his army; and worst of all is to besiege walled cities.

From there Sun Tzu develops a philosophy of advantage. A skilled general first makes himself impossible to defeat, then waits for the enemy to offer a chance of victory. He combines ordinary and extraordinary forces, builds momentum like a torrent rolling boulders, avoids the enemy's strength and strikes at his weakness, and stays as formless and adaptable as water. All warfare, he says, rests on deception.

The later chapters turn to the ground itself: how to march, how to read the signs of an enemy camp, how to use different kinds of terrain, and how soldiers behave when they have no way out. The book ends with fire attacks and spies, insisting that foreknowledge must come from people, not from spirits or omens.

Because its lessons concern competition, information and timing rather than weapons, The Art of War has been read far beyond the battlefield, by business leaders, athletes, negotiators and anyone who must outthink an opponent.`,
  chapters: [
    {
      title: "Laying Plans and Waging War",
      pageStart: 3,
      pageEnd: 48,
      snippets: [
        {
          title: "The Five Fundamentals",
          html: `<p>The opening chapter insists that war must be assessed before it is begun. Sun Tzu names five constant factors to weigh. The first is the Way, the moral bond that makes the people share the aims of their ruler, so that they will follow him in life and death. The second is heaven, meaning weather, the seasons and timing. The third is earth, meaning distances, terrain, and whether ground is open or narrow. The fourth is the commander, who must be wise, trustworthy, humane, courageous and strict. The fifth is method and discipline, including organisation and supply.</p><p>By comparing both sides on these points, a general can know in advance who is likely to win. Victory, in this view, is calculated in the temple before the army ever marches.</p>`,
        },
        {
          title: "All Warfare Is Deception",
          html: `<p>Having laid out the fundamentals, Sun Tzu states his most famous principle: all warfare is based on deception. When able to attack, appear unable. When active, seem inactive. When near, make the enemy believe you are far away; when far away, make him believe you are near.</p><p>He continues with a string of tactics. Hold out bait to lure the enemy. Feign disorder and then strike. If he is strong, avoid him; if he is quick to anger, irritate him; if he is rested, wear him out; if his forces are united, separate them. Attack where he is unprepared and appear where you are not expected. These ideas are less about trickery for its own sake than about controlling what the enemy perceives.</p>`,
        },
        {
          title: "The Cost of a Long War",
          html: `<p>The second chapter turns to economics. Raising an army of a thousand chariots and a hundred thousand soldiers costs a fortune every day. If victory is slow in coming, weapons grow blunt, morale sinks, the treasury empties, and neighbouring rulers take the opportunity to attack. There has never been a country, Sun Tzu says, that benefited from prolonged warfare.</p><p>His remedies are practical. Do not conscript twice or send supplies forward again and again. Feed the army from the enemy, since one cartload of his provisions is worth twenty of your own. Reward soldiers who capture supplies, and treat captured troops kindly so they can strengthen your side. The chapter ends with a simple maxim: in war, value victory, not lengthy campaigns.</p>`,
        },
      ],
    },
    {
      title: "Attack by Stratagem and Dispositions",
      pageStart: 49,
      pageEnd: 96,
      snippets: [
        {
          title: "Winning Without Fighting",
          html: `<p>In the third chapter Sun Tzu describes the best kind of victory. It is better to take a state intact than to destroy it, better to capture an army whole than to shatter it. To win a hundred victories in a hundred battles is not the height of skill; to subdue the enemy without fighting at all is the supreme excellence.</p><p>He ranks the methods of war accordingly. Best is to defeat the enemy's strategy. Next is to disrupt his alliances. After that comes attacking his army in the field. Worst is laying siege to fortified cities, which takes months of preparation and costs a third of one's soldiers while the city still stands.</p>`,
        },
        {
          title: "Know the Enemy, Know Yourself",
          html: `<p>Sun Tzu lists five signs that predict victory: knowing when to fight and when not to; knowing how to handle both large and small forces; having ranks united in purpose; being prepared while the enemy is not; and having a capable general whom the ruler does not interfere with. A sovereign who meddles in military decisions he does not understand, he warns, hobbles his own army.</p><blockquote><p>Know the enemy and know yourself, and in a hundred battles you will never be in peril.</p></blockquote><p>If you know yourself but not the enemy, each victory will be matched by a defeat. If you know neither, you will be in danger in every battle.</p>`,
        },
        {
          title: "First Make Yourself Invincible",
          html: `<p>The fourth chapter, on dispositions, teaches patience. The good fighters of old first made themselves invincible and then waited for a moment when the enemy could be beaten. Security against defeat lies in our own hands, but the opportunity to defeat the enemy is provided by the enemy himself.</p><p>A victorious army, Sun Tzu writes, wins first and then goes to battle, while a defeated army goes to battle and then hopes to win. This is why truly skilled commanders rarely look brilliant. Their victories seem easy and earn them no fame for wisdom or courage, because they won where winning was already assured, conquering an enemy who was in effect already defeated.</p>`,
        },
      ],
    },
    {
      title: "Energy and Weak Points and Strong",
      pageStart: 97,
      pageEnd: 148,
      snippets: [
        {
          title: "Ordinary and Extraordinary Forces",
          html: `<p>The fifth chapter introduces two complementary kinds of force. The ordinary force engages the enemy directly, while the extraordinary force, the surprise, wins the victory. A skilled commander can generate endless combinations of the two, just as there are only five musical notes, five primary colours and five basic tastes, yet their mixtures produce more melodies, hues and flavours than anyone could ever experience.</p><p>The ordinary and the extraordinary give rise to each other in a continuous cycle, like a circle with no beginning and no end. What was a surprise can become the direct attack, and the direct attack can turn into a surprise, so the enemy can never settle on a pattern.</p>`,
        },
        {
          title: "The Power of Momentum",
          html: `<p>Sun Tzu's word for the energy of a well placed army is often translated as momentum or strategic advantage. He illustrates it with vivid images. The rush of a torrent can carry boulders along in its course. A falcon's strike breaks the body of its prey because it is perfectly timed. Momentum is like a crossbow fully drawn, and timing is like the release of the trigger.</p><p>The clever commander looks for victory in this combined energy rather than in the strength of individual soldiers. He sets his troops in motion like logs and round stones rolling down a steep mountain, so that the situation itself does the work and even ordinary soldiers fight with great force.</p>`,
        },
        {
          title: "Formless Like Water",
          html: `<p>The sixth chapter concerns weakness and strength. Whoever reaches the field first and waits for the enemy is fresh; whoever arrives late and hurries into battle is exhausted. So the skilled general makes the enemy come to him and never lets himself be moved. He marches through places where the enemy is absent and attacks points that are undefended.</p><p>The ultimate disposition is to have no fixed shape at all. If you reveal nothing, even the most careful spies cannot find you out. Sun Tzu compares an army to water, which flows away from high places and hastens downward, and which shapes its course according to the ground. An army should likewise avoid strength and strike weakness, adapting to the enemy as water adapts to terrain, for in war there are no constant conditions.</p>`,
        },
      ],
    },
    {
      title: "Manoeuvring, Variations and the March",
      pageStart: 149,
      pageEnd: 218,
      snippets: [
        {
          title: "Swift as the Wind",
          html: `<p>The seventh chapter admits that manoeuvring is the hardest part of war, because the general must turn the roundabout route into the direct one and turn misfortune into gain. An army that races ahead of its supplies will be lost.</p><p>Sun Tzu describes the ideal army in a memorable sequence. Let your speed be like the wind and your stillness like the forest. In raiding and plundering be like fire, and in holding your position be unmoving like a mountain. Be as hard to read as darkness, and strike like a thunderbolt. Gongs, drums, banners and flags unify the troops so that the brave cannot advance alone and the cowardly cannot retreat alone.</p>`,
        },
        {
          title: "The Five Dangerous Faults",
          html: `<p>The eighth chapter, on variations, teaches flexibility. There are roads not to be followed, armies not to be attacked, towns not to be besieged, positions not to be contested, and even commands of the sovereign that should not be obeyed. A wise general weighs both gain and loss in every plan.</p><p>Sun Tzu closes with five faults that can ruin a commander:</p><ul><li>recklessness, which leads to destruction;</li><li>cowardice, which leads to capture;</li><li>a hasty temper, which can be provoked by insults;</li><li>a delicate sense of honour, which is sensitive to shame;</li><li>excessive concern for his men, which exposes him to worry and trouble.</li></ul>`,
        },
        {
          title: "Reading the Enemy's Signs",
          html: `<p>The ninth chapter is a field guide for an army on the march. Camp on high ground facing the sun, stay near water and grass, and avoid fighting uphill or crossing rivers in the face of the enemy.</p><p>Above all, it teaches observation. Birds rising suddenly signal an ambush, and startled animals mean a surprise attack is coming. Dust rising high and narrow means chariots; low and spread out means infantry. When envoys speak humbly while the enemy increases his preparations, he is about to advance. When soldiers lean on their spears, they are hungry. When officers are angry, the men are weary. Such details let a general read the true condition of the enemy behind the face he presents.</p>`,
        },
      ],
    },
    {
      title: "Terrain and the Nine Situations",
      pageStart: 219,
      pageEnd: 304,
      snippets: [
        {
          title: "Ground and the General",
          html: `<p>The tenth chapter classifies kinds of terrain, from open ground where either side can move freely to narrow passes and steep heights. Yet Sun Tzu insists that many disasters are not caused by nature but by the commander. Armies flee, collapse or fall into chaos because of poor leadership, weak discipline or a general who cannot judge the enemy's strength.</p><p>He describes the bond between leader and troops with care. Regard your soldiers as your children and they will follow you into the deepest valleys; look on them as your beloved sons and they will stand by you even unto death. But if you are indulgent and cannot command them, they will be like spoiled children, useless for any purpose.</p>`,
        },
        {
          title: "Death Ground",
          html: `<p>The eleventh and longest chapter describes nine situations an army may face, from dispersive ground in one's own territory to what Sun Tzu calls death ground, where the army can survive only by fighting with all its strength. On such ground, he says, fight.</p><p>He notes that soldiers placed in a desperate position lose their fear. Throw them into a position from which there is no escape and they will choose death over flight. He compares a well handled army to a snake of Mount Chang that strikes back with its tail when its head is attacked, and with its head when its tail is attacked. Even old enemies, like the men of Wu and Yue, will help each other as left hand helps right when they share a boat in a storm.</p>`,
        },
      ],
    },
    {
      title: "Attack by Fire and the Use of Spies",
      pageStart: 305,
      pageEnd: 364,
      snippets: [
        {
          title: "Fire and the Folly of Anger",
          html: `<p>The twelfth chapter lists five targets for fire attacks, including soldiers in camp, stores, baggage trains, arsenals and supply lines, and explains how to time them by the weather and follow up on the confusion they cause.</p><p>It then turns to a warning for rulers. A sovereign should never send an army into the field out of anger, nor a general fight a battle out of spite. Move only when there is advantage to be gained. Anger may in time change to gladness and resentment to contentment, but a kingdom once destroyed can never be restored, and the dead can never be brought back to life. The enlightened ruler is cautious, and the good general is full of care.</p>`,
        },
        {
          title: "Foreknowledge from People",
          html: `<p>The final chapter argues that spending on intelligence is the greatest economy in war. A long campaign costs a fortune every day, so a ruler who begrudges a few rewards to spies, and remains ignorant of the enemy's condition, is the height of inhumanity.</p><p>Foreknowledge cannot be drawn from spirits, from analogies with past events, or from calculations of the heavens. It must come from people who know the enemy's situation. Sun Tzu names five kinds of spies:</p><ul><li>local spies drawn from the enemy's inhabitants;</li><li>inside spies among his officials;</li><li>converted spies, the enemy's own agents turned to your side;</li><li>doomed spies, who carry false information;</li><li>surviving spies, who return with news.</li></ul><p>Of these, the converted spy is the most important.</p>`,
        },
      ],
    },
  ],
};
