/**
 * One spelling for every name a Medle guess is compared in (docs/product.md#medle-rules): a player
 * taught British spelling or international drug names (WHO INN) is not wrong for it. Applied to
 * each lower-case word by `normaliseAnswer`, on the guess and on the list alike, so 'anaemia' is
 * 'anemia', 'oesophageal' is 'esophageal' and 'paracetamol poisoning' is 'acetaminophen
 * poisoning'. Only spellings that never tell two diagnoses apart are folded.
 */

/** British spellings of medical words → US, as parts of a word (haem in haemorrhage). */
const BRITISH: readonly (readonly [RegExp, string])[] = [
  [/haem/g, 'hem'],
  [/aemi/g, 'emi'], // anaemia, leukaemia, ischaemic, hyperkalaemia
  [/oedem/g, 'edem'],
  [/oesophag/g, 'esophag'],
  [/oestr/g, 'estr'],
  [/paed/g, 'ped'], // paediatric, orthopaedic
  [/gynaec/g, 'gynec'],
  [/^foet/g, 'fet'],
  [/rrhoea/g, 'rrhea'], // diarrhoea, amenorrhoea, gonorrhoea
  [/pnoea/g, 'pnea'], // apnoea, dyspnoea
  [/coeli/g, 'celi'],
  [/caec/g, 'cec'],
  [/faec/g, 'fec'],
  [/anaesth/g, 'anesth'],
  [/aetiol/g, 'etiol'],
  [/sulph/g, 'sulf'],
  [/leucocyt/g, 'leukocyt'],
  [/^tumour/g, 'tumor'],
];

/** International nonproprietary names (WHO) → the US names our content uses. */
const INN_TO_US: Readonly<Record<string, string>> = {
  paracetamol: 'acetaminophen',
  salbutamol: 'albuterol',
  rifampicin: 'rifampin',
  pethidine: 'meperidine',
  adrenaline: 'epinephrine',
  noradrenaline: 'norepinephrine',
  glibenclamide: 'glyburide',
  ciclosporin: 'cyclosporine',
  isoprenaline: 'isoproterenol',
  frusemide: 'furosemide',
  lignocaine: 'lidocaine',
  suxamethonium: 'succinylcholine',
};

/** One lower-case word in the spelling names are compared in. */
export function foldSpelling(word: string): string {
  const inn = INN_TO_US[word];
  if (inn) return inn;
  let out = word;
  for (const [british, us] of BRITISH) out = out.replace(british, us);
  return out;
}
