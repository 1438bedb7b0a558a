/** The tenants area keeps the open tenant and tab in its address: one route, linkable, back-button safe. */
export const tenantHref = (id: number, tab?: string) => `/tenants?id=${id}${tab ? `&tab=${tab}` : ''}`;
