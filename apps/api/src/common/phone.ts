/** Spec §5: a support phone is shown without dashes and whitespace. */
export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, '');
