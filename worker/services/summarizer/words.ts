/** A sentence's content words, stemmed: what TextRank compares and what a snippet's title is made of. */

export const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each even ever every few for from further get gets got had has have having he her here hers " +
    "herself him himself his how however i if in into is it its itself just like made make many may me might more most much must my " +
    "myself no nor not now of off on once one only or other our ours ourselves out over own per rather same shall she should so some " +
    "such than that the their theirs them themselves then there these they this those though through thus to too under until up upon " +
    "us very was we were what when where whether which while who whom whose why will with within without would yet you your yours " +
    "yourself yourselves said says say new first two three well way still back " +
    // The King James English of older translations (Meditations: "Unto thee", "Hast thou" are no one's subject).
    "thee thou thy thine thyself ye hast hath doth dost wilt shalt canst couldst wouldst shouldst mayest mayst didst unto whilst"
  ).split(" "),
);

export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function terms(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [])
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
}
