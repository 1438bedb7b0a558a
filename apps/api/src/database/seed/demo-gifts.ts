import { createHash } from 'node:crypto';
import type { Locale } from '@amora/contracts';
import sharp from 'sharp';
import type { DataSource, EntityManager } from 'typeorm';
import { Gift } from '../../modules/chat/gift.entity.js';
import type { Storage } from '../../modules/storage/storage.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { GIFT_ART } from './gift-art.js';

export const GIFT_IMAGE_SIZE = 256;

interface DemoGift {
  slug: string;
  names: Record<Locale, string>;
  /** The price in multiples of the tenant's gift_credits; null: gift_credits itself. */
  priceFactor: number | null;
}

/** The demo catalogue in the order members see it: the everyday ones first, the dearer ones last. */
export const DEMO_GIFTS: DemoGift[] = [
  {
    slug: 'heart',
    priceFactor: null,
    names: {
      da: 'Hjerte',
      de: 'Herz',
      en: 'Heart',
      es: 'Corazón',
      fi: 'Sydän',
      fr: 'Cœur',
      it: 'Cuore',
      nb: 'Hjerte',
      nl: 'Hartje',
      pl: 'Serce',
      sv: 'Hjärta',
    },
  },
  {
    slug: 'rose',
    priceFactor: null,
    names: {
      da: 'Rose',
      de: 'Rose',
      en: 'Rose',
      es: 'Rosa',
      fi: 'Ruusu',
      fr: 'Rose',
      it: 'Rosa',
      nb: 'Rose',
      nl: 'Roos',
      pl: 'Róża',
      sv: 'Ros',
    },
  },
  {
    slug: 'cocktail',
    priceFactor: null,
    names: {
      da: 'Cocktail',
      de: 'Cocktail',
      en: 'Cocktail',
      es: 'Cóctel',
      fi: 'Drinkki',
      fr: 'Cocktail',
      it: 'Cocktail',
      nb: 'Cocktail',
      nl: 'Cocktail',
      pl: 'Drink',
      sv: 'Drink',
    },
  },
  {
    slug: 'chocolates',
    priceFactor: null,
    names: {
      da: 'Chokolade',
      de: 'Pralinen',
      en: 'Chocolates',
      es: 'Bombones',
      fi: 'Suklaarasia',
      fr: 'Chocolats',
      it: 'Cioccolatini',
      nb: 'Sjokolade',
      nl: 'Bonbons',
      pl: 'Czekoladki',
      sv: 'Chokladask',
    },
  },
  {
    slug: 'teddy',
    priceFactor: null,
    names: {
      da: 'Bamse',
      de: 'Teddybär',
      en: 'Teddy bear',
      es: 'Osito de peluche',
      fi: 'Nalle',
      fr: 'Nounours',
      it: 'Orsacchiotto',
      nb: 'Kosebamse',
      nl: 'Teddybeer',
      pl: 'Miś',
      sv: 'Nalle',
    },
  },
  {
    slug: 'bouquet',
    priceFactor: 2,
    names: {
      da: 'Buket',
      de: 'Blumenstrauß',
      en: 'Bouquet',
      es: 'Ramo de flores',
      fi: 'Kukkakimppu',
      fr: 'Bouquet de fleurs',
      it: 'Mazzo di fiori',
      nb: 'Blomsterbukett',
      nl: 'Boeket',
      pl: 'Bukiet kwiatów',
      sv: 'Blombukett',
    },
  },
  {
    slug: 'champagne',
    priceFactor: 2,
    names: {
      da: 'Champagne',
      de: 'Champagner',
      en: 'Champagne',
      es: 'Champán',
      fi: 'Samppanja',
      fr: 'Champagne',
      it: 'Champagne',
      nb: 'Champagne',
      nl: 'Champagne',
      pl: 'Szampan',
      sv: 'Champagne',
    },
  },
  {
    slug: 'ring',
    priceFactor: 4,
    names: {
      da: 'Ring',
      de: 'Ring',
      en: 'Ring',
      es: 'Anillo',
      fi: 'Sormus',
      fr: 'Bague',
      it: 'Anello',
      nb: 'Ring',
      nl: 'Ring',
      pl: 'Pierścionek',
      sv: 'Ring',
    },
  },
];

/** Storage key of each demo gift's image, by slug. */
export type GiftImages = Record<string, string>;

/**
 * Draws every demo gift once as a 256 × 256 WebP with transparency and stores it; all demo tenants
 * share the files. The key names the content, so a changed drawing gets a new key (media are served
 * as immutable).
 */
export async function renderDemoGiftImages(storage: Storage): Promise<GiftImages> {
  const images: GiftImages = {};
  try {
    await Promise.all(
      DEMO_GIFTS.map(async ({ slug }) => {
        const webp = await sharp(Buffer.from(GIFT_ART[slug]))
          .resize(GIFT_IMAGE_SIZE, GIFT_IMAGE_SIZE)
          .webp({ quality: 88, alphaQuality: 90, effort: 3 })
          .toBuffer();
        const hash = createHash('sha256').update(webp).digest('base64url').slice(0, 16);
        const key = `gifts/${slug}-${hash}.webp`;
        await storage.put(key, webp, 'image/webp');
        images[slug] = key;
      }),
    );
  } catch (error) {
    await storage.delete(Object.values(images)).catch(() => undefined);
    throw error;
  }
  return images;
}

/** The tenant's catalogue: the demo gifts with its prices. Answers the gifts' ids by slug. */
export async function insertDemoGifts(
  db: EntityManager,
  tenant: Tenant,
  images: GiftImages,
): Promise<Map<string, Gift>> {
  const rows = DEMO_GIFTS.map(({ slug, names, priceFactor }, position) => ({
    slug,
    names,
    image: images[slug],
    credits: priceFactor === null ? null : priceFactor * tenant.giftCredits,
    position,
    active: true,
  }));
  const gifts = tenantScoped(db, Gift);
  await gifts.insert(tenant, rows);
  return new Map((await gifts.find(tenant)).map((gift) => [gift.slug, gift]));
}

/** The images of these keys that no gift uses (any more): after a failed seed, or the old tenants' on a re-seed. */
export async function removeUnusedGiftImages(db: DataSource, storage: Storage, keys: string[]) {
  if (keys.length === 0) return;
  const used: { image: string }[] = await db.query('SELECT DISTINCT image FROM gift WHERE image = ANY($1)', [
    keys,
  ]);
  const kept = new Set(used.map((row) => row.image));
  await storage.delete([...new Set(keys)].filter((key) => !kept.has(key)));
}
