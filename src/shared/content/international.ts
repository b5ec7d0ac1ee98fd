/**
 * Written for students everywhere (docs/product.md#content-standard, issue 30 item 5): pure rules
 * over one item's text. A lab value in a conventional unit has its SI value in the same sentence;
 * a drug whose US name differs from the INN gives both names somewhere in the item; item text
 * keeps US spelling (source citations and accepted answers are not item text and are not passed).
 */

export interface ItemText {
  /** Where the item lives, e.g. 'week-1-cardiology.json day 4'. */
  where: string;
  /** The item's text fields (question, options, clues, explanations…), without its sources. */
  texts: readonly string[];
}

export type InternationalRule = 'si-units' | 'drug-names' | 'us-spelling';

export interface InternationalProblem {
  rule: InternationalRule;
  where: string;
  message: string;
}

/**
 * US name → the name used outside the US, only where the two differ: the INN, except for
 * epinephrine and norepinephrine, which are themselves the INNs, paired with adrenaline and
 * noradrenaline (the British and European Pharmacopoeia names most students outside the US learn).
 */
export const DRUG_NAME_PAIRS: readonly (readonly [us: string, inn: string])[] = [
  ['acetaminophen', 'paracetamol'],
  ['albuterol', 'salbutamol'],
  ['rifampin', 'rifampicin'],
  ['meperidine', 'pethidine'],
  ['epinephrine', 'adrenaline'],
  ['norepinephrine', 'noradrenaline'],
  ['glyburide', 'glibenclamide'],
  ['cyclosporine', 'ciclosporin'],
  ['isoproterenol', 'isoprenaline'],
];

const CONVENTIONAL = /\d\s*(?:mg|g|µg|μg|mcg|ng)\/dL\b/i;
const SI = /(?:mmol|µmol|μmol|nmol|pmol|mol)\/L\b|\d\s*(?:g|mg)\/L\b/i;

/** Sentences: split after . ! ? followed by a space (so decimals such as 1.2 stay whole). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

function siProblems(item: ItemText): InternationalProblem[] {
  const out: InternationalProblem[] = [];
  for (const text of item.texts)
    for (const sentence of sentences(text))
      if (CONVENTIONAL.test(sentence) && !SI.test(sentence))
        out.push({
          rule: 'si-units',
          where: item.where,
          message: `a conventional lab unit without its SI value beside it: "${sentence}"`,
        });
  return out;
}

const word = (name: string) => new RegExp(`(?<![a-z])${name}(?![a-z])`, 'i');

function drugProblems(item: ItemText): InternationalProblem[] {
  const all = item.texts.join('\n');
  const out: InternationalProblem[] = [];
  for (const [us, inn] of DRUG_NAME_PAIRS) {
    const hasUs = word(us).test(all);
    const hasInn = word(inn).test(all);
    if (hasUs !== hasInn)
      out.push({
        rule: 'drug-names',
        where: item.where,
        message: hasUs
          ? `names ${us} without the INN ${inn}`
          : `names ${inn} without the US name ${us}`,
      });
  }
  return out;
}

/** UK spellings that a US-spelled item should not use, as word patterns. */
export const UK_SPELLINGS: readonly RegExp[] = [
  /\bcentres?\b/i,
  /\b(?:deci|milli|micro)?litres?\b/i,
  /\bhaem(?!ophilus)/i,
  /\boedema/i,
  /\banaem/i,
  /\bpaediatric/i,
  /\bcolours?\b/i,
  /\btumours?\b/i,
  /\boesophag/i,
  /\bfoetal\b|\bfoetus\b/i,
  /\bleukaem/i,
  /\bgynaecolog/i,
  /\bhaematolog/i,
];

/** A spelling named as British on purpose, e.g. '(British spelling: anaemia)', is not a slip. */
const NAMED_BRITISH = /\(British spelling:[^)]*\)/gi;

/** A body's own name keeps its own spelling (the British Society for Haematology is not a slip). */
export const PROPER_NAMES: readonly RegExp[] = [
  /British Society for Haematology/g,
  /Royal College of Paediatrics and Child Health/g,
  /European Centre for Disease Prevention and Control/g,
];

const withoutNames = (text: string) =>
  PROPER_NAMES.reduce((t, name) => t.replace(name, ''), text.replace(NAMED_BRITISH, ''));

function spellingProblems(item: ItemText): InternationalProblem[] {
  const out: InternationalProblem[] = [];
  for (const text of item.texts.map(withoutNames))
    for (const pattern of UK_SPELLINGS) {
      const hit = pattern.exec(text);
      if (hit)
        out.push({
          rule: 'us-spelling',
          where: item.where,
          message: `UK spelling "${hit[0]}" in item text (item text uses US spelling)`,
        });
    }
  return out;
}

/** Every problem in one item, SI units first, then drug names, then spelling. */
export function internationalProblems(item: ItemText): InternationalProblem[] {
  return [...siProblems(item), ...drugProblems(item), ...spellingProblems(item)];
}
