import { z } from 'zod';

/** GET /api/companyinfo.php — the company behind the tenant (spec §3). */
export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int().min(0).max(100),
  added: z.iso.datetime({ offset: true }),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
