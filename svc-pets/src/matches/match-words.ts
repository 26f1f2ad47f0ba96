/**
 * The words people use for a pet's colour and breed, reduced to comparable forms. Posters write
 * "grey" or "gray", "tux", "blk & wht", "lab mix", "chiuahua"; finders often do not know the breed.
 */

/** Colour words → canonical colours ("tricolor" is three of them). */
const COLOUR_WORDS: Record<string, string[]> = {
  black: ['black'], blk: ['black'], ebony: ['black'], jet: ['black'],
  white: ['white'], wht: ['white'], snow: ['white'],
  cream: ['cream'], ivory: ['cream'], 'off-white': ['cream'],
  grey: ['grey'], gray: ['grey'], gry: ['grey'], silver: ['grey'], blue: ['grey'], slate: ['grey'], 'salt-and-pepper': ['grey'],
  brown: ['brown'], brn: ['brown'], chocolate: ['brown'], choc: ['brown'], liver: ['brown'], mocha: ['brown'], chestnut: ['brown'], bronze: ['brown'],
  tan: ['tan'], fawn: ['tan'], beige: ['tan'], buff: ['tan'], sandy: ['tan'], sand: ['tan'], wheaten: ['tan'], wheat: ['tan'], caramel: ['tan'], apricot: ['tan'], khaki: ['tan'],
  golden: ['golden'], gold: ['golden'], yellow: ['golden'], blonde: ['golden'], blond: ['golden'], honey: ['golden'],
  red: ['red'], ginger: ['red'], orange: ['red'], rust: ['red'], auburn: ['red'], copper: ['red'], marmalade: ['red'],
  tricolor: ['black', 'white', 'tan'], tricolour: ['black', 'white', 'tan'], 'tri-color': ['black', 'white', 'tan'], 'tri-colour': ['black', 'white', 'tan'], tri: ['black', 'white', 'tan'],
  tuxedo: ['black', 'white'], tux: ['black', 'white'], piebald: ['black', 'white'],
  calico: ['calico'], tortoiseshell: ['calico'], tortie: ['calico'], torbie: ['calico'],
  brindle: ['brindle'], merle: ['merle'], tabby: ['tabby'], striped: ['tabby'], stripes: ['tabby'], spotted: ['spotted'], dalmatian: ['spotted'], speckled: ['spotted'],
};

/** Colours close enough that one poster's word may be another's: tan ~ golden ~ cream, white ~ cream. */
const RELATED_COLOURS = new Set(['tabby|brindle', 'brindle|tabby', 'tan|golden', 'golden|tan', 'tan|cream', 'cream|tan', 'white|cream', 'cream|white', 'golden|cream', 'cream|golden', 'tan|red', 'red|tan', 'brown|tan', 'tan|brown', 'grey|white', 'white|grey']);

export function colourSet(...texts: (string | null | undefined)[]): Set<string> {
  const colours = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const normalised = text
      .toLowerCase()
      .replace(/\bb\s*[&/]\s*w\b/g, 'black white')
      .replace(/salt\s*(and|&|n)\s*pepper/g, 'salt-and-pepper')
      .replace(/three[\s-]colou?r(ed)?/g, 'tricolor')
      .replace(/tri[\s-]colou?r(ed)?/g, 'tricolor')
      .replace(/off[\s-]white/g, 'off-white');
    for (const word of normalised.split(/[^a-z-]+/)) {
      for (const colour of COLOUR_WORDS[word] ?? COLOUR_WORDS[word.replace(/-/g, '')] ?? []) colours.add(colour);
    }
  }
  return colours;
}

/** 0–1: how well two colour sets agree (related colours count half). */
export function colourSimilarity(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let agreement = 0;
  for (const colour of a) {
    if (b.has(colour)) agreement += 1;
    else if ([...b].some((other) => RELATED_COLOURS.has(`${colour}|${other}`))) agreement += 0.5;
  }
  return agreement / Math.max(a.size, b.size);
}

/** Breed words → canonical breed names. */
const BREED_ALIASES: Record<string, string> = {
  lab: 'labrador retriever', labrador: 'labrador retriever', 'labrador retriever': 'labrador retriever', 'black lab': 'labrador retriever', 'yellow lab': 'labrador retriever', 'chocolate lab': 'labrador retriever',
  golden: 'golden retriever', 'golden retriever': 'golden retriever',
  gsd: 'german shepherd', 'german shepherd': 'german shepherd', 'german shepard': 'german shepherd', alsatian: 'german shepherd', shepherd: 'german shepherd',
  pit: 'pit bull', pitbull: 'pit bull', 'pit bull': 'pit bull', 'pit bull terrier': 'pit bull', 'pitbull terrier': 'pit bull', apbt: 'pit bull', 'american pit bull terrier': 'pit bull', staffy: 'pit bull', 'staffordshire terrier': 'pit bull', amstaff: 'pit bull',
  yorkie: 'yorkshire terrier', 'yorkshire terrier': 'yorkshire terrier', yorkshire: 'yorkshire terrier',
  doodle: 'doodle', labradoodle: 'doodle', goldendoodle: 'doodle', bernedoodle: 'doodle', aussiedoodle: 'doodle', 'golden doodle': 'doodle',
  aussie: 'australian shepherd', 'australian shepherd': 'australian shepherd',
  husky: 'siberian husky', 'siberian husky': 'siberian husky', siberian: 'siberian husky',
  doxie: 'dachshund', dachshund: 'dachshund', 'wiener dog': 'dachshund', 'weiner dog': 'dachshund', sausage: 'dachshund',
  chi: 'chihuahua', chihuahua: 'chihuahua',
  beagle: 'beagle', boxer: 'boxer', poodle: 'poodle', corgi: 'corgi', pug: 'pug', rottweiler: 'rottweiler', rottie: 'rottweiler',
  'border collie': 'border collie', collie: 'collie', 'shih tzu': 'shih tzu', shihtzu: 'shih tzu', maltese: 'maltese', 'jack russell': 'jack russell terrier', 'jack russell terrier': 'jack russell terrier', jrt: 'jack russell terrier',
  schnauzer: 'schnauzer', 'french bulldog': 'french bulldog', frenchie: 'french bulldog', bulldog: 'bulldog', 'cocker spaniel': 'cocker spaniel', spaniel: 'cocker spaniel', greyhound: 'greyhound', heeler: 'cattle dog', 'blue heeler': 'cattle dog', 'cattle dog': 'cattle dog',
  dsh: 'domestic shorthair', 'domestic shorthair': 'domestic shorthair', 'domestic short hair': 'domestic shorthair', shorthair: 'domestic shorthair',
  dlh: 'domestic longhair', 'domestic longhair': 'domestic longhair', 'domestic long hair': 'domestic longhair', longhair: 'domestic longhair',
  siamese: 'siamese', persian: 'persian', 'maine coon': 'maine coon', ragdoll: 'ragdoll', bengal: 'bengal',
  cockatiel: 'cockatiel', parakeet: 'budgie', budgie: 'budgie', budgerigar: 'budgie',
};

/** What a poster writes when they do not know the breed. */
const UNKNOWN_BREED = /^(unknown|unsure|not sure|mutt|mixed?|mixed breed|cross|crossbreed|n\/?a|none|\?+|dog|cat|domestic)$/;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The canonical breeds a breed text names ("lab/shepherd mix" names two); typos within 2 edits are forgiven. */
export function breedNames(text: string | null | undefined): string[] {
  if (!text) return [];
  const cleaned = text
    .toLowerCase()
    .replace(/[^a-z/&+ -]/g, ' ')
    .replace(/\b(mix(ed)?|cross|x|breed|type|puppy|pup|kitten|dog|cat|possibly|maybe|probably|looks like|some kind of|a)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || UNKNOWN_BREED.test(cleaned)) return [];
  const names = new Set<string>();
  for (const part of cleaned.split(/\s*(?:\/|&|\+|\band\b|-)\s*/).filter(Boolean)) {
    const phrase = part.trim();
    const direct = BREED_ALIASES[phrase];
    if (direct) {
      names.add(direct);
      continue;
    }
    // The longest alias inside the phrase ("black lab" → lab), else the closest alias by spelling.
    const words = phrase.split(' ');
    let found: string | undefined;
    for (let n = words.length; n >= 1 && !found; n--) {
      for (let i = 0; i + n <= words.length && !found; i++) found = BREED_ALIASES[words.slice(i, i + n).join(' ')];
    }
    if (!found && phrase.length >= 4) {
      const [best] = Object.keys(BREED_ALIASES)
        .filter((alias) => alias.length >= 4)
        .map((alias) => ({ alias, distance: editDistance(alias, phrase) }))
        .sort((x, y) => x.distance - y.distance);
      if (best && best.distance <= (phrase.length >= 8 ? 2 : 1)) found = BREED_ALIASES[best.alias];
    }
    names.add(found ?? phrase);
  }
  return [...names];
}

/** 0–1 breed agreement: a shared breed is 1 (a mix naming it too), shared words ("terrier") a little. */
export function breedSimilarity(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  if (a.some((name) => b.includes(name))) return 1;
  const words = (names: string[]) => new Set(names.flatMap((n) => n.split(' ')));
  const shared = [...words(a)].filter((w) => words(b).has(w)).length;
  return shared ? 0.3 : 0;
}
