import { endsOnThem, someoneNamedBefore, theyWithoutPlural } from "./pronouns-before";
import { STOPWORDS } from "./words";

/**
 * What a sentence leans on (docs/decisions/142, 213, 214, 259): one that points back is shown only right after the
 * sentence it follows in its paragraph, or the last of the paragraph before (chapter-sentences.ts, decision 260).
 */

/**
 * Opens by pointing back: a pronoun ("They are created by..."), "This function", a connective ("However,",
 * "In addition"). Such a sentence is shown only right after the sentence it follows in its paragraph.
 * "This book", "This chapter" and the like name the text itself; "It is useful for ... to" points forward.
 */
/** Adjectives that put the subject after them: "It is necessary to...", "It was clear that...". */
const EXTRAPOSED =
  "(useful|necessary|important|possible|impossible|clear|likely|unlikely|easy|easier|hard|harder|difficult|common|worth|true|false|best|better|helpful|natural|wise|essential|vital|crucial|interesting|surprising|obvious|evident|known|said|believed|thought|expected|assumed|tempting|safe|good|bad|time|enough|tempting|fair|reasonable|convenient|customary|traditional)";
const THE_TEXT_ITSELF =
  "(book|document|chapter|manual|guide|handbook|specification|spec|section|report|paper|essay|volume|work|library|version|edition|text|tutorial|article|introduction|part|release|study|story|novel)";
const LEANS_ON_PREVIOUS = new RegExp(
  [
    "^(They|Them|These|Those|Such|Its|Their|He|She|His|Her|Him|Another)\\b",
    // "To the last he held to…", "Every week he apportioned…", "In Germany they fight…": people named before.
    "^(To|Every|Each|In|At|On|For|After|Before|When|Then|Once|Soon|With|From|During|Throughout|By|Until|Till)\\b( [A-Za-z0-9'’]+){0,4},? (he|she|they)\\b",
    // "Realizing that in Germany opera was but a reflection of Italian art, he left Hamburg…", "Not being particular,
    // it cannot…": a participle's phrase, then its subject named before.
    "^(Not [a-z]+ing|[A-Z][a-z]+ing)\\b( [^\\s,]+){0,14}, (he|she|they|it(?! (is|was|has been|seems|seemed|appears|appeared|would be|will be|may be|might be)\\b))\\b",
    // "Somehow he gets nothing…", "Yet she…": one word before the pronoun, which no name could be.
    "^[A-Z][a-z]+,? (he|she)\\b",
    "^(The|This|These|Those) (latter|former|same|preceding|foregoing|previous|above)\\b",
    // "I say the same of women." (Wollstonecraft): the same as what was said before.
    "^([^\\s]+\\s+){0,3}(say|says|said|do|does|did|think|thinks|thought|hold|holds|held) the same\\b(?!( \\w+)? (as|that)\\b)",
    // "The other way collects together…" (The Analysis of Mind), "Rather is every human face a hieroglyph…"
    // (Schopenhauer): a way or a claim named before (but "Rather than…").
    "^The other (way|one|kind|case|method|view|sort|type|class|half|part|side)\\b|^Rather\\b(?! than\\b)",
    // "The first, maketh men invade for Gain; the second, for Safety", "The third I ascribe to…" (Leviathan): the first
    // of things named before.
    "^The (first|second|third|fourth|last)(, (?!and\\b)| (I|we|he|she|they|it)\\b)",
    // "Since this was not allowed before, ...", "If it is larger, ...": the clause's subject is the previous sentence's.
    `^(Since|Because|As|While|If|When|Although|Though|Unless|Once) (this|that|these|those|it|they|them|such)\\b(?!\\s+(${THE_TEXT_ITSELF}|comes|turns|happens|seems|appears)\\b)`,
    // "This little volume", "This book": the text itself.
    `^(This|That)\\b(?!\\s+((little|short|small|slim|brief|present|whole|entire|new|revised|first|second|third) )?${THE_TEXT_ITSELF}\\b)`,
    "^(All|Each|Both|Many|Most|Some|None|Neither|Either|Any|One|Several|Few|Much|Part|Little|More|Less) of (these|those|them|this|that|which|whom|it)\\b",
    // "Others serve to shew the Consequence…" (Leviathan): besides those named before.
    "^Others\\b",
    // "Each will receive its proper share…" (On Liberty), "Both are needed": which ones were said before.
    "^(Each|Both|Either|Neither|The other|The others|The rest)\\s+(will|would|is|are|was|were|has|have|had|must|may|might|can|could|should|shall|does|do|did)\\b",
    // "Secondly.—That the commons…", "First.—The remains of monarchical tyranny…": an item of a list begun before.
    "^(Secondly|Thirdly|Fourthly|Fifthly|Fiftly|Sixthly|Sixtly|Seventhly|Eighthly|Ninthly|Tenthly|Eleventhly|Twelfthly|Lastly)\\b|^(First|Second|Third|Fourth|Fifth|Sixth)(ly)?\\.?\\s?[—–]",
    // "Yes, I replied, and he will be a good man…", "Certainly not; for he thinks…": an answer to what was asked.
    // "You are quite right, he replied.", "I do not know, he replied.": a short reply in a dialogue.
    "^([^\\s]+\\s+){1,8}[^\\s]+, (he|she|I|they|[A-Z][a-z]+) (said|replied|answered|rejoined|assented)[.!]$",
    "^(Yes|No|Nay|Aye|True|Very (true|good|well|likely)|Quite (so|true|right))( not)?[,;:.!]|^(Certainly|Surely|Undoubtedly|Assuredly|Exactly|Precisely|Clearly|Right|Indeed|Of course)( not)?[;:.!]",
    // "A fourth opinion, repugnant to the nature of a Common-wealth, is this…" (Leviathan): after the first three.
    "^A (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|further|final)\\b",
    // "The new are either entirely new, as was Milan…" (The Prince), "The first is…": of kinds named before.
    "^The (new|old|one|former|latter|first|second|third|last|rest|remainder) (are|is|was|were|have|has)\\b",
    // "The other species of philosophers…" (Hume), "On the other point which is involved…" (Mill): after the one.
    "^The other\\b(?! day\\b)|^(\\S+ ){1,2}the other (point|question|subject|head|part|side|case|kind|sort|species|party)\\b",
    // "In the first case this liberality is dangerous…" (The Prince), "The case is the same, if he be deteined…"
    // (Leviathan): the cases were put before.
    "^In the (first|second|former|latter|one|other) (case|instance)\\b|^The (case|same) is the same\\b",
    // "In other cases the mnemic effects are not all those of one object…" (Russell): other than the ones just put.
    "^In (all )?other (cases|instances|respects)\\b",
    // "I do not mean merely…" (Russell), "We may answer, the same as of all other moral standards…" (Mill): what was
    // said, or asked, before.
    "^(I|We) (do not|don't|did not) mean\\b|^(We|I|One) (may|might|can|could|should|would|will|shall|must) (answer|reply|respond|rejoin)\\b",
    // "Here the image and the words together make up…" (Russell), "There I found at last a little school." (Du Bois):
    // the case or the place just named.
    "^Here\\b(?! (and there|is|are)\\b)|^There (I|we|he|she|they|it|you)\\b",
    // "Now if you will consider…" (The Prince), "Now Congress had not appropriated a cent…" (Du Bois), "Still it is
    // already clear…" (Le Bon): the argument or the story goes on.
    "^Now\\b(?! (and then|that)\\b)|^Still\\b(?! (life|waters)\\b)",
    // "Strange temptation for a child, you may think;" (Du Bois): a thing named before, and the reader's answer to it.
    "^[A-Z][^,;:]{0,60}, (you|one) (may|might|will|would|could) (think|say|answer|object|reply|suppose)\\b",
    // "For the use of direct or indirect methods arises out of attack and defense…" (The Art of War), "For the hum of the
    // cotton-mills is the newest…" (Du Bois): "for" meaning "because" (but "For the sake of peace…").
    "^For the (?!(sake|purpose|benefit|good|love|most|first|last|present|time|moment|rest)\\b)[a-z-]+ of [^,;:]{1,60}? (is|are|was|were|has|have|had|arises|arise|depends|depend|lies|lie|must|can|will|would|may|might|should)\\b",
    // "Because, there being in the one disdain and in the other suspicion, it is not possible for them…", "Insomuch that
    // someone in the Senate, wishing to excuse him…" (The Prince): the reason for, or the outcome of, what was said.
    "^Because,|^Insomuch (that|as)\\b",
    // "Because the King of France would have made a thousand excuses, and the others would have raised a thousand
    // fears." (The Prince): reasons without a clause they give reasons for, an answer to "why" asked before.
    "^Because\\b(?!.*, (?!(and|or|but|nor)\\b))",
    // "In conclusion, in mercenaries dastardy is most dangerous…" (The Prince): the end of an argument made before.
    "^(In conclusion|To conclude|In summary|To sum up|In a word|In fine|In brief|Briefly),",
    // "All this is the more deplorable…".
    "^All (this|these|those)\\b",
    // "In these cases, ...", "At this point, ...", "For that reason, ..." (but "In this chapter, ...").
    `^(In|For|With|Under|From|By|On|At|To|Like|Unlike|Despite|After|Before|During|Beyond) (these|those|such|both|this|that)\\b(?!\\s+${THE_TEXT_ITSELF}\\b)`,
    // "To which it may suffice as an answer…", "All which distinct powers…": a relative that joins on to the last (but
    // "Which of us lives on twenty-four hours a day?" asks).
    '^(In|For|With|Under|From|By|On|At|To|Of|After|Upon) (which|whom)\\b|^(All which|Which|Whereof|Whereupon)\\b(?!.*\\?["”’)]?$)',
    // "It is useful for ... to", "It was clear that": "it" points forward; "It may be used to store..." points back.
    `^It\\b(?!\\s+(is|was|would be|will be|may be|might be|can be|could be)(\\s+not)?(\\s+(also|often|always|usually|rarely|still|very|quite|more|most|less|much))?\\s+${EXTRAPOSED}\\b|\\s+(seems|seemed|appears|appeared|turns out|turned out)\\b)`,
    // "Here again the reason springs…", "How then can he… know when he is to obey?" (Leviathan), "Coming now to the
    // general case, …", "So we will not bother…", "So far the government is NATIONAL" (but "So far as…", "So far
    // from…", "So long as…", and "So far, the differences…" says where a tutorial's reader is).
    "^(Here|There) again\\b|^(How|What|Why|Who|Where) then\\b|^(Coming|Returning|Turning|Passing|Going back)( now| back)? to\\b|^So\\b(?! (long|much|many)\\b| far (as|from)\\b| far,)|^(Finally|Lastly)\\b",
    // "For, although one may be very strong…", "For if he…", "For nothing can so much rejoice thee": the reason for
    // what was said before. Not "For many years…", "For the first time…".
    "^For(,| (if|when|as|though|although|since|unless|I|we|he|she|it|they|thou|ye|there|how|what|nothing|no|certainly|surely|indeed|in|by|all)\\b)",
    // "For where no Covenant hath preceded…", "For seeing every man…", "For to say that…" (Leviathan): "for" meaning
    // "because" before a clause. "For the Representative must needs be One man…", "For Prudence, is but Experience…":
    // its subject, then its verb (but "For many years the mill…", "For my part, I…").
    "^For (where|whereas|wheresoever|whensoever|seeing|let|to [a-z]+|amongst|among|without|upon|after|before|of|so(?! (long|many|much|far)\\b)|then|who|whoever|whosoever|why|either|neither|nor|else|otherwise)\\b",
    "^For (?:(?:the|a|an|his|her|their|its|our|my|your|every|no|each|such) )?(?:(?!(?:the|a|an|this|that|his|her|their|its|our|my|your|I|we|he|she|it|they|you|there)\\b)[A-Za-z'’-]+ ){0,3}[A-Za-z'’-]+,? (is|are|was|were|must|can|cannot|could|will|would|shall|should|may|might|hath|have|has|had|doth|do|does|did|needs)\\b",
    // "For the Punishments set down in the Law, are to Subjects…": a longer subject, then a comma and its verb.
    "^For [^,;:]{1,80}, (is|are|was|were|hath|have|has|had|must|can|cannot|shall|may|doth|do|does)\\b",
    // "See therefore, that thou have them…": what to see was said before.
    "^[A-Z][a-z]+,? (therefore|thus)\\b",
    // "In the same year his wife died.": which year was said before.
    "^(In|During|By|At|Of) the (same|following|next|previous|preceding) (year|month|week|day|night|time|period|decade|century)\\b",
    // "Proof.—God (by Def. vi.) is substance…": the proof of the proposition before it.
    "^(Proof|Another proof|Demonstration)\\.?\\s?[—–]",
    // "By the same reason may a man…punish": which reason was said before.
    "^(By|For|On|With|Upon) the (same|like) (reason|token|rule|argument|principle|grounds?|means)\\b",
    // "In order to remedy this, Guido placed…": what is remedied was said before.
    "^In order to [a-z]+ (this|that|these|those|it|them)\\b",
    // "If we do not, then…": the clause's verb is the previous sentence's.
    "^(If|When|Unless|Although|Though|As) (we|you|they|it|he|she|I|one) (do|does|did|is|are|was|were|can|cannot|will|would|should|could|have|has|had)( not|n['’]t)?[,;]",
    // "Events of these types take the place of…": the subject is named before.
    "^[A-Z][a-z]+( [a-z]+)? of (these|those|such) [a-z]+",
    "^(And|But|Or|Nor|Yet|Besides|Then|Thenceforth|Thereafter|Henceforth|Thereupon|Againe?|Also|However|Therefore|Thus|Hence|Moreover|Furthermore|Additionally|Likewise|Similarly|Consequently|Accordingly|Otherwise|Instead|Nevertheless|Nonetheless|In addition|In contrast|On the contrary|On the other hand|As a result|As a consequence|In this case|In that case|In other words|For this reason|For instance|For example|In particular|More accurately|More precisely)\\b",
    // A step or a turn of an argument: "Second, you see...", "Fortunately, Rust also provides...".
    "^(Second|Third|Fourth|Fifth|Next|Further|Finally|Lastly|Earlier|Still|Yet|So|Well|Fortunately|Unfortunately|Luckily|Ultimately|Specifically|Indeed|Meanwhile|Afterwards|Later|Here|Now|Alternatively|Conversely|Put differently|That said|Even so|In short|In sum|In fact),",
  ].join("|"),
);

/**
 * "Sadly, it sometimes matters", "In practice, they...", "Now this is colour without form": a short opener before a
 * pronoun that points back.
 */
const SHORT_OPENER =
  /^(?:(?:[A-Z][a-z]+ly|More [a-z]+ly|Of course|In (?:practice|general|fact|short|turn|principle|theory)|At (?:first|least|times)|Sometimes|Often|Now|Here|Today)(?: [a-z]+ly)?, (?=(?:it|they|them|these|those|this|that|such|he|she|his|her|its|their)\b)|(?:Now|Then) (?=(?:it|they|them|these|those|this|such|he|she|his|her|its|their)\b))/;

/**
 * "Async is a good example of this.", "…whitespace in such cases.", "…is not conditioned upon such knowledge.": a
 * sentence that ends pointing back.
 */
const ENDS_POINTING_BACK =
  /\b(of|like|about|to|for|with|in|on|do|does|did|see|use|try) (this|that|these|those)[.!]$|\bsuch \w+[.!]$|\bin (such|these|those|this|that) (cases?|situations?)[.!]$/i;
/**
 * "…we come at last in this way to the sum", "When in such music this inflection rhymes…", "To the last this great,
 * good man worked on…", "I doubt not but this will seem a very strange doctrine", "There are, for example, the
 * Spartans", "In the case of this, as of our other moral sentiments": shown before.
 */
const POINTS_BACK_INSIDE =
  /\b(?:saw|see|sees|seen|seeing|view|views|viewed|regard|regards|regarded|treat|treats|treated) (?:[a-z]+ ){0,2}thus\b|^(\S+\s+){0,5}(this|that|these|those)[,;:]|^(\S+\s+){1,5}this (will|would|is|was|seems|seemed|may|might|must|means|meant|shows|showed|can|could)\b|^(\S+\s+){1,8}for (example|instance)\b|\b(in|by) (this|that|the same|like|such a) (way|manner|fashion|means)\b|\b(in|of|for|by|on|from) such (an? )?(?!that\b|as\b)[a-z]+\b(?! as\b)|\b(this|these) ((young|old|great|good|poor|noble|brave|humble|remarkable|same|excellent|worthy|wise|able|little|extraordinary|indefatigable),? ){0,3}(man|woman|men|women|boy|girl|youth|person|gentleman|lady|fellow)\b/i;

/**
 * "these cases", "these three cases": a demonstrative before its words, not a pronoun ("these are changed") nor a
 * name ("these Meditations", the book itself).
 */
const DEMONSTRATIVE =
  /\b[Tt]hese (?!(?:are|were|is|was|will|would|may|might|can|could|must|shall|should|have|has|had|do|does|did|be|been|being|and|or|but|not|also|days|pages|lines|words)\b)((?:[a-z]+,? ){0,2}[a-z]+)\b(?![’'-])/g;

/**
 * "How different are these cases from…", "…in a wood where these birds abounded": things named in a sentence before,
 * unless this one names them first ("some pieces by Couperin… thought these pieces barbarous", "those alleys… these
 * closer alleys"). "Those" mostly points ahead ("those who", "those laws which…").
 */
function pointsBackToThese(sentence: string): boolean {
  for (const match of sentence.matchAll(DEMONSTRATIVE)) {
    const before = sentence.slice(0, match.index).toLowerCase();
    // "…the relation of these classes to the industrial process" (Veblen): "to the" are no names for the classes.
    const words = match[1]!
      .toLowerCase()
      .split(/,? /)
      .filter((word) => !STOPWORDS.has(word));
    if (!words.some((word) => word.length >= 3 && before.includes(word.slice(0, Math.max(4, word.length - 2))))) return true;
  }
  return false;
}

/**
 * "Society, however, has…", "We see, therefore, how…", "By the term “knowledge a priori,” therefore, we shall…" (Kant),
 * "In proportion to the annual produce of the land and labour, therefore, their quantity…", "Respect for the opinion
 * of the world, has, however, been termed…" (its verb set off by commas): a connective after the first words (a
 * clause's, before any comma) turns from what was said before. "For one thing," answers it.
 */
const CONNECTIVE_AFTER_OPENING =
  /^(?:[\p{L}'’“”"-]+\s+){0,11}[\p{L}'’“”"-]+,[”"]?(?: (?!(?:or|and|but|nor),)[\p{L}'’-]+,)? (?:however|therefore|then|moreover|nevertheless|nonetheless|accordingly|consequently|thus|again|too|also|indeed|in turn|on the contrary|on the other hand|in fact|in short|in other words|likewise|similarly|besides|furthermore|hence),|^For (?:one|another) (?:thing|reason)\b/u;

/**
 * "Involuntary actions then are thought to be of two kinds", "The question then arises…", "Since then Practical Wisdom
 * is apt to act…" (Aristotle): "then" among the first words, as "therefore" or "at that time", follows from what was
 * said before. Not after "if" or "when" ("If the rate be fixed then…" is the condition's), "now and then", nor
 * Hobbes's "then" for "than" ("no more then to say").
 */
const THEN_AMONG_FIRST_WORDS =
  /^(?!(?:If|When|Whenever|Once|Unless|Until|Till|Where|Wherever|As soon as|As long as)\b)(?:[\p{L}'’-]+\s+){1,3}(?<!\b(?:and|more|less|lesse|rather|other|better|worse|greater|fewer|sooner|longer)\s+)then\b/u;

/**
 * "The Law of Nature therefore is a part of the Civill Law…", "The sute therefore is not contrary…" (Leviathan), "The
 * answer was again in the affirmative…" (The Art of War), "The mass of men serve the State thus…" (Thoreau): a
 * conclusion from, a return to, or the manner of what was said before, without the commas that set off a connective.
 */
const FOLLOWS_AMONG_FIRST_WORDS =
  /^(?:[\p{L}'’-]+\s+){1,4}(?:therefore|consequently|accordingly|again)\b|^(?:[\p{L}'’-]+\s+){1,7}thus\b/u;

/** "I loved to sound him on…", "Most of them…": a person or things named before, as the object of its first words. */
const OBJECT_PRONOUN_OPENING = /^(?:[a-z'’]+\s+|I\s+|[A-Z][a-z'’]*\s+(?=[a-z]))(?:[a-z'’]+,?\s+){0,3}(?:him|her|them)\b/;

/**
 * "As soon as it had been translated…, it became a bestseller": a clause on "it", "he", "she" or "they" before a main
 * clause on the same pronoun names neither ("When he was young, Marcus…" names him).
 */
const PRONOUN_IN_BOTH_CLAUSES =
  /^(?:As soon as|When|Whenever|While|Once|After|Before|Since|Because|Although|Though|If|Until|As)\s+(it|he|she|they)\b[^,;:—–]{0,120},\s+\1\b/i;

/**
 * "I wish on this subject to adduce a modern example.", "On that point he is silent.", "Knowledge of this kind is
 * called a priori" (Kant: which kind was said before), "Whether we like it or not,
 * this is what the people mean by a revolution.", "The utility of this power will scarcely be questioned.": the
 * subject, point or thing of a sentence before ("The subject of this Essay" is the text itself).
 */
const ON_THE_POINT_BEFORE = new RegExp(
  [
    "\\b(on|upon|to|about|of) (this|that|the same) (subject|point|head|score|matter|question|topic)\\b",
    "\\b(of|in) (this|that|the same|the like|such a) (kind|sort|nature|description|stamp)\\b",
    "^[^.;:]{0,60}, this (is|was|will|would|means|meant)\\b(?!,)",
    // "The Bill of Rights of that State declares…" (The Federalist): which State was said before.
    `^The [a-z]+ of this (?!${THE_TEXT_ITSELF}\\b)[a-z]+|^The [A-Z][a-z]+ of [A-Z][a-z]+ of (this|that) [A-Za-z]+`,
    // "If the opinion which I have now stated is psychologically true…" (Mill), "…than those already discussed",
    // "According to the preceding system…" (Hume), "…the above account", "…by the supposition, related to self": what
    // the book said before.
    "\\b(which|that|as) (I|we) have (now |just |already )?(stated|said|described|shown|shewn|given|mentioned|explained|examined|considered)\\b",
    "\\b(already|just|above)( been)? (discussed|mentioned|described|stated|considered|examined|noticed|noted|cited|quoted|given|explained|treated|shown|shewn|proved)\\b",
    // "The first case has been discussed, but we will speak of it again…", "The general reasons for the first have been
    // discussed;" (The Prince): discussed in this book, not by others ("…has been discussed by many").
    "\\b(has|have) been (discussed|treated|examined|considered|explained|described)\\b(?! (by|in|for|among|at|since|throughout|over|ever|elsewhere|widely)\\b)",
    "\\bthe (preceding|foregoing|aforesaid|above)\\b",
    // "We will begin with the latter question." (Russell), "If, in addition to this immense advantage…" (The
    // Federalist): of what was said before.
    "^(\\S+\\s+){0,7}the (latter|former)\\b",
    "\\b(in addition to|besides|beyond|apart from) (this|that|these|those)\\b",
    // "We do not at present know." (Le Bon): what they do not know was asked before.
    "^(I|We|You|One) (do not|don't|cannot|did not)( [a-z]+){0,3} (know|say|tell)[.!]$",
    "\\b(according to|by) the (supposition|hypothesis)[,;.]",
    // "It is true that this amount of mental power is not totally lost." (Mill): an amount said before.
    "^(\\S+\\s+){0,6}this (amount|quantity|degree|proportion|sum) of\\b",
    // "We will call the two together “vital” movements." (Russell): two things named before, not named here.
    "\\b(the|these|those) (two|three|four)( (together|alone|combined|cases)\\b|[,;:.])",
  ].join("|"),
  "i",
);

export function leansOnPrevious(sentence: string): boolean {
  if (someoneNamedBefore(sentence)) return true;
  if (PRONOUN_IN_BOTH_CLAUSES.test(sentence) || ON_THE_POINT_BEFORE.test(sentence)) return true;
  if (ENDS_POINTING_BACK.test(sentence) || POINTS_BACK_INSIDE.test(sentence) || theyWithoutPlural(sentence)) return true;
  if (pointsBackToThese(sentence) || CONNECTIVE_AFTER_OPENING.test(sentence) || OBJECT_PRONOUN_OPENING.test(sentence))
    return true;
  if (THEN_AMONG_FIRST_WORDS.test(sentence) || FOLLOWS_AMONG_FIRST_WORDS.test(sentence) || endsOnThem(sentence)) return true;
  const plain = sentence.replace(/^["“‘']/, "");
  const subject = plain.replace(SHORT_OPENER, "");
  const capitalized = subject === plain ? plain : subject.charAt(0).toUpperCase() + subject.slice(1);
  return LEANS_ON_PREVIOUS.test(capitalized.replace(/^It['’]s\b/, "It is"));
}
