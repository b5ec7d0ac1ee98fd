/**
 * Fun fact of the day (docs/product.md#fun-fact-of-the-day): 30 built-in facts, one per day, chosen
 * by the day of the year of the player's local calendar date modulo 30.
 *
 * Every fact is textbook material (standard anatomy, physiology, pharmacology, pathology and
 * public-health references); keep it that way when editing — no myths, no contested figures.
 * Each fact carries the reference that supports it, shown to the player under the fact, and every
 * change is logged for a second reader in content/REVIEW.md.
 */

/** A fact and the reference it comes from. */
export interface FunFact {
  readonly text: string;
  /** A specific reference with its edition and year, e.g. "Gray's Anatomy, 42nd ed., 2020". */
  readonly source: string;
}

function fact(text: string, source: string): FunFact {
  return Object.freeze({ text, source });
}

export const FUN_FACTS: readonly FunFact[] = Object.freeze([
  fact(
    'The hyoid is the only bone in the human body that does not articulate with another bone; it is held in place by muscles and ligaments.',
    "Gray's Anatomy, 42nd ed., 2020",
  ),
  fact(
    'The stapes in the middle ear is the smallest bone in the human body, and the stapedius muscle attached to it is the smallest skeletal muscle.',
    "Gray's Anatomy, 42nd ed., 2020",
  ),
  fact(
    'Babies are born with kneecaps made of cartilage: the patella, the largest sesamoid bone in the body, begins to ossify at about 3 to 6 years of age.',
    "Gray's Anatomy, 42nd ed., 2020",
  ),
  fact(
    'The trochlear nerve (CN IV) is the only cranial nerve that emerges from the back of the brainstem, and it has the fewest axons of any cranial nerve.',
    "Gray's Anatomy, 42nd ed., 2020",
  ),
  fact(
    'The left recurrent laryngeal nerve hooks under the arch of the aorta, so an aneurysm of the aortic arch or a greatly enlarged left atrium can compress it and cause hoarseness (Ortner syndrome).',
    "Moore's Clinically Oriented Anatomy, 8th ed., 2018; Braunwald's Heart Disease, 12th ed., 2022",
  ),
  fact(
    'The right main bronchus is wider, shorter and more vertical than the left, so an inhaled foreign body is more likely to lodge in the right lung.',
    "Moore's Clinically Oriented Anatomy, 8th ed., 2018",
  ),
  fact(
    'The pterion, where the frontal, parietal, temporal and sphenoid bones meet, is a thin part of the skull overlying the middle meningeal artery, so a blow there can cause an epidural hematoma.',
    "Moore's Clinically Oriented Anatomy, 8th ed., 2018",
  ),
  fact(
    'The cornea has no blood vessels: it takes most of its oxygen from the air through the tear film and its nutrients from the aqueous humor.',
    "Adler's Physiology of the Eye, 11th ed., 2011",
  ),
  fact(
    'Each eye has a blind spot where the optic nerve leaves the retina, because the optic disc has no rods or cones. We rarely notice it because the other eye and the brain fill in the gap.',
    'Kandel, Principles of Neural Science, 6th ed., 2021',
  ),
  fact(
    'The center of the fovea has cones but no rods, which is why a faint star is easier to see when you look slightly to one side of it.',
    'Kandel, Principles of Neural Science, 6th ed., 2021',
  ),
  fact(
    'Brain tissue itself has no pain receptors, so once the scalp and dura are numbed, surgeons can operate on the brain of a patient who is awake and talking.',
    'Youmans and Winn Neurological Surgery, 8th ed., 2022',
  ),
  fact(
    'Tooth enamel is the hardest substance in the human body, about 96% mineral by weight, but it contains no living cells, so it cannot grow back once it is lost.',
    "Ten Cate's Oral Histology, 9th ed., 2018",
  ),
  fact(
    'The brain and spinal cord are bathed in about 150 mL of cerebrospinal fluid, yet about 500 mL is made each day, so the fluid is replaced three to four times daily.',
    'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
  ),
  fact(
    'The kidneys filter about 180 liters of plasma a day and reabsorb more than 99% of it, leaving only about 1.5 liters of urine.',
    'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
  ),
  fact(
    'Mature human red blood cells have no nucleus and no mitochondria, and each one circulates for about 120 days before macrophages remove it.',
    'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
  ),
  fact(
    'Carbon monoxide binds hemoglobin about 250 times as strongly as oxygen does, which is why even small amounts in inhaled air are dangerous.',
    'Guyton and Hall Textbook of Medical Physiology, 14th ed., 2021',
  ),
  fact(
    "Fetal hemoglobin binds oxygen more tightly than adult hemoglobin because it binds 2,3-BPG poorly, which helps the fetus draw oxygen from the mother's blood across the placenta.",
    'Lehninger Principles of Biochemistry, 8th ed., 2021',
  ),
  fact(
    'Group O red cells can be given to a patient of any ABO group, but for plasma the rule flips: group AB plasma suits every ABO group, as it contains neither anti-A nor anti-B antibodies.',
    'AABB Technical Manual, 20th ed., 2020',
  ),
  fact(
    'A transplanted heart is not reconnected to the nerves that normally regulate it, yet it beats on its own, paced by its sinoatrial node; without vagal tone its resting rate is usually faster than normal.',
    "Braunwald's Heart Disease, 12th ed., 2022",
  ),
  fact(
    'The cardiovascular system is the first organ system to function in the human embryo: the heart begins to beat about 22 days after fertilization.',
    'Moore, Persaud and Torchia, The Developing Human, 11th ed., 2020',
  ),
  fact(
    "About half of people with primary ciliary dyskinesia have situs inversus, because beating cilia in the early embryo help set up the body's left–right asymmetry.",
    'Lucas et al., ERS guidelines for the diagnosis of primary ciliary dyskinesia, Eur Respir J, 2017',
  ),
  fact(
    'Humans cannot make vitamin C because our gene for L-gulonolactone oxidase, the last enzyme of the pathway, is inactive, unlike in most other mammals.',
    "Harper's Illustrated Biochemistry, 31st ed., 2018",
  ),
  fact(
    'Mitochondrial DNA is inherited almost entirely from the mother, so a mitochondrial DNA disorder passes from an affected mother to her children but virtually never from an affected father.',
    'Thompson & Thompson Genetics in Medicine, 8th ed., 2016',
  ),
  fact(
    'People with sickle cell trait are partly protected against severe falciparum malaria, which is why the sickle allele is common where malaria has long been widespread.',
    'Robbins and Cotran Pathologic Basis of Disease, 10th ed., 2020',
  ),
  fact(
    'Dopamine cannot cross the blood–brain barrier, so Parkinson disease is treated with its precursor levodopa, usually given with carbidopa to stop it being converted to dopamine outside the brain.',
    "Katzung's Basic & Clinical Pharmacology, 15th ed., 2021",
  ),
  fact(
    'Aspirin blocks platelet cyclooxygenase irreversibly, and because platelets have no nucleus to make new enzyme, one dose affects them for the rest of their 7–10 day lifespan.',
    "Katzung's Basic & Clinical Pharmacology, 15th ed., 2021",
  ),
  fact(
    'Warfarin was used as a rat poison before it became a widely prescribed anticoagulant; its name joins WARF, the Wisconsin Alumni Research Foundation, with the end of "coumarin".',
    'Link, The discovery of dicumarol and its sequels, Circulation, 1959',
  ),
  fact(
    'To show that Helicobacter pylori causes stomach inflammation, Barry Marshall drank a culture of it in 1984; he and Robin Warren won the 2005 Nobel Prize for their discovery.',
    'Marshall et al., Med J Aust, 1985; NobelPrize.org, The Nobel Prize in Physiology or Medicine 2005',
  ),
  fact(
    'Smallpox is the only human disease ever eradicated: the last natural case occurred in Somalia in 1977, and the World Health Assembly declared it eradicated in 1980.',
    'Fenner et al., Smallpox and its Eradication, WHO, 1988',
  ),
  fact(
    'In 1854 John Snow traced a London cholera outbreak to the Broad Street water pump by mapping the deaths around it, and the handle of the pump was removed on his advice.',
    'Snow, On the Mode of Communication of Cholera, 2nd ed., 1855',
  ),
]);

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/**
 * Day of the year (Jan 1 = 1, Dec 31 = 365 or 366) of a calendar date 'yyyy-MM-dd'.
 * Pure arithmetic on the parts through Date.UTC: no time zone is involved.
 *
 * @throws RangeError when `date` is not an existing calendar date in the form yyyy-MM-dd (for
 * example '2025-02-29', '2025-13-01', '2025-1-5' or ' 2025-01-01'). Years 0000–0099 are refused
 * too, because Date.UTC reads them as 1900–1999.
 */
export function dayOfYear(date: string): number {
  const match = typeof date === 'string' ? DATE_PATTERN.exec(date) : null;
  if (!match) throw invalidDate(date);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const at = Date.UTC(year, month - 1, day);
  const check = new Date(at);
  // Date.UTC rolls over out-of-range parts (Feb 30 -> Mar 2); a round trip catches them.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw invalidDate(date);
  }
  return Math.round((at - Date.UTC(year, 0, 1)) / MS_PER_DAY) + 1;
}

/** Index into FUN_FACTS for a local calendar date: day of the year modulo the list length. */
export function funFactIndex(date: string): number {
  return dayOfYear(date) % FUN_FACTS.length;
}

/** The fun fact of the day for a local calendar date 'yyyy-MM-dd' (throws like dayOfYear). */
export function funFactForDate(date: string): FunFact {
  const fact = FUN_FACTS[funFactIndex(date)];
  if (fact === undefined) throw new Error('FUN_FACTS is empty');
  return fact;
}

function invalidDate(date: unknown): RangeError {
  return new RangeError(
    `Invalid date ${JSON.stringify(date)}: expected an existing calendar date written yyyy-MM-dd`,
  );
}
