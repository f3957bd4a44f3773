/** "Routes are under the shopping base path /cars-for-sale; the prefix is stripped when matching." */
export const SHOPPING_BASE_PATH = '/cars-for-sale';
