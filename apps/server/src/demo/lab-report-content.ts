import type { ProductDraft } from './products';
import { hashText, seededRandom, type Random } from './random';

/** What a third-party test report says about one batch of one product. */
export interface LabReport {
  reportNumber: string;
  laboratory: string;
  productName: string;
  sizeLabel: string;
  makerName: string;
  batchCode: string;
  sampledOn: string;
  reportedOn: string;
  /** [parameter, method, result, limit] */
  rows: [string, string, string, string][];
  conclusion: string;
}

export const LABORATORY = 'Kaveri Analytical Laboratories, Peenya, Bengaluru (demo)';

type Row = LabReport['rows'][number];

const notDetected = (loq: string) => `Not detected (LOQ ${loq})`;

function measured(random: Random, max: number, unit: string, decimals = 2): string {
  return `${(random.next() * max * 0.4 + max * 0.02).toFixed(decimals)} ${unit}`;
}

function commonRows(random: Random): Row[] {
  return [
    ['Organochlorine pesticide residues', 'GC-MS/MS', notDetected('0.01 mg/kg'), 'Not detected'],
    ['Organophosphorus pesticide residues', 'LC-MS/MS', notDetected('0.01 mg/kg'), 'Not detected'],
    ['Synthetic pyrethroids', 'GC-MS/MS', notDetected('0.01 mg/kg'), 'Not detected'],
    [
      'Lead (Pb)',
      'ICP-MS',
      random.chance(0.5) ? notDetected('0.05 mg/kg') : measured(random, 2.5, 'mg/kg'),
      'Max 2.5 mg/kg',
    ],
    ['Cadmium (Cd)', 'ICP-MS', notDetected('0.01 mg/kg'), 'Max 1.5 mg/kg'],
    [
      'Arsenic (As)',
      'ICP-MS',
      random.chance(0.6) ? notDetected('0.02 mg/kg') : measured(random, 1.1, 'mg/kg'),
      'Max 1.1 mg/kg',
    ],
  ];
}

function microbialRows(random: Random): Row[] {
  return [
    [
      'Total plate count',
      'IS 5402',
      `${(random.int(11, 90) / 10).toFixed(1)} x 10^${random.int(2, 3)} cfu/g`,
      'Max 1 x 10^5 cfu/g',
    ],
    ['Yeast and mould count', 'IS 5403', `< 10 cfu/g`, 'Max 1 x 10^3 cfu/g'],
    ['Escherichia coli', 'IS 5887 (Part 1)', 'Absent', 'Absent in 1 g'],
    ['Salmonella', 'IS 5887 (Part 3)', 'Absent', 'Absent in 25 g'],
  ];
}

function categoryRows(product: ProductDraft, random: Random): Row[] {
  switch (product.categoryName) {
    case 'Oils & Ghee':
      return product.subcategoryName === 'Ghee'
        ? [
            [
              'Butyro-refractometer reading at 40°C',
              'FSSAI manual',
              `${random.int(40, 43)}.${random.int(0, 9)}`,
              '40.0 to 44.0',
            ],
            [
              'Reichert Meissl value',
              'FSSAI manual',
              `${random.int(26, 31)}.${random.int(0, 9)}`,
              'Min 24',
            ],
            ['Vegetable oil or vanaspati', 'Baudouin test', 'Negative', 'Negative'],
          ]
        : [
            ['Acid value', 'IS 548 (Part 1)', measured(random, 6, 'mg KOH/g'), 'Max 6.0 mg KOH/g'],
            [
              'Peroxide value',
              'IS 548 (Part 1)',
              measured(random, 10, 'meq/kg', 1),
              'Max 10 meq/kg',
            ],
            ['Argemone oil', 'Nitric acid test', 'Absent', 'Absent'],
            ['Mineral oil', 'Holde test', 'Absent', 'Absent'],
          ];
    case 'Dairy & Eggs':
      return product.subcategoryName === 'Eggs'
        ? [
            [
              'Antibiotic residues (nitrofurans)',
              'LC-MS/MS',
              notDetected('1 ug/kg'),
              'Not detected',
            ],
          ]
        : [
            ['Melamine', 'LC-MS/MS', notDetected('0.1 mg/kg'), 'Max 2.5 mg/kg'],
            ['Urea', 'FSSAI manual', 'Absent', 'Absent'],
            ['Detergent', 'FSSAI manual', 'Absent', 'Absent'],
            ['Aflatoxin M1', 'HPLC', notDetected('0.05 ug/kg'), 'Max 0.5 ug/kg'],
          ];
    case 'Sweeteners':
      return product.subcategoryName === 'Honey'
        ? [
            ['Sucrose', 'IS 4941', measured(random, 5, 'g/100 g', 1), 'Max 5 g/100 g'],
            [
              'Hydroxymethylfurfural (HMF)',
              'HPLC',
              measured(random, 80, 'mg/kg', 1),
              'Max 80 mg/kg',
            ],
            ['C4 sugar (cane or corn syrup)', 'SCIRA', 'Not detected', 'Max 7%'],
          ]
        : [
            ['Sulphur dioxide', 'Monier-Williams', notDetected('10 mg/kg'), 'Max 70 mg/kg'],
            ['Sodium hydrosulphite', 'Spot test', 'Absent', 'Absent'],
          ];
    case 'Spices & Masalas':
      return [
        ['Sudan dyes I to IV', 'LC-MS/MS', notDetected('0.5 mg/kg'), 'Not detected'],
        ['Lead chromate', 'Spot test', 'Absent', 'Absent'],
        ['Aflatoxin B1', 'HPLC', notDetected('1 ug/kg'), 'Max 10 ug/kg'],
      ];
    case 'Millets & Grains':
    case 'Flours & Atta':
    case 'Dry Fruits & Nuts':
      return [
        ['Aflatoxin B1', 'HPLC', notDetected('1 ug/kg'), 'Max 10 ug/kg'],
        ['Total aflatoxins', 'HPLC', notDetected('2 ug/kg'), 'Max 15 ug/kg'],
        ['Uric acid', 'FSSAI manual', measured(random, 100, 'mg/kg', 0), 'Max 100 mg/kg'],
      ];
    case 'Meat & Fish':
      return [
        ['Formaldehyde', 'Chromotropic acid test', 'Absent', 'Absent'],
        ['Chloramphenicol', 'LC-MS/MS', notDetected('0.3 ug/kg'), 'Not detected'],
        [
          'Total volatile basic nitrogen',
          'FSSAI manual',
          measured(random, 35, 'mg N/100 g', 1),
          'Max 35 mg N/100 g',
        ],
      ];
    case 'Fruits & Vegetables':
      return [['Calcium carbide residue (acetylene)', 'Spot test', 'Absent', 'Absent']];
    default:
      return [
        ['Synthetic food colours', 'Paper chromatography', 'Absent', 'Absent'],
        ['Preservatives (benzoic and sorbic acid)', 'HPLC', notDetected('10 mg/kg'), 'Not added'],
      ];
  }
}

/** About a third of products carry a report: chosen by hash, so the same third every run. */
export const hasLabReport = (product: ProductDraft) => hashText(`${product.key}/lab`) % 3 === 0;

export function buildLabReport(product: ProductDraft, testedAt: Date): LabReport {
  const random = seededRandom(hashText(`${product.key}/report`));
  const reported = testedAt.toISOString().slice(0, 10);
  const sampled = new Date(testedAt.getTime() - 4 * 86_400_000).toISOString().slice(0, 10);
  const fresh = product.categoryName === 'Fruits & Vegetables';
  return {
    reportNumber: `KAL/${reported.slice(0, 4)}/${String(10_000 + product.id * 37).padStart(6, '0')}`,
    laboratory: LABORATORY,
    productName: product.name,
    sizeLabel: product.sizeLabel,
    makerName: product.makerName,
    batchCode: `${product.key.slice(0, 3).toUpperCase()}-${reported.replace(/-/g, '').slice(2)}-${random.int(10, 99)}`,
    sampledOn: sampled,
    reportedOn: reported,
    rows: [
      ...commonRows(random),
      ...(fresh ? [] : microbialRows(random)),
      ...categoryRows(product, random),
    ],
    conclusion:
      'The sample complies with the Food Safety and Standards (Food Products Standards and Food Additives) Regulations, 2011 and the Contaminants, Toxins and Residues Regulations, 2011 for the parameters tested.',
  };
}
