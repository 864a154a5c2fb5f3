// What the generic REST collections accept: json-server stores anything, so each collection declares its
// fields (unknown ones are dropped) and the fields that must be unique.
import type { Schema } from './validation';

export interface RestCollectionRules {
  schema: Schema;
  unique: string[];
}

const WAREHOUSE_CODE = /^[A-Z]{3}-\d{3}$/;

export const REST_RULES: Record<string, RestCollectionRules> = {
  warehouses: {
    schema: {
      code: {
        type: 'string',
        required: true,
        maxLength: 20,
        check: (value) =>
          WAREHOUSE_CODE.test(value) ? undefined : { key: 'validation.pattern', params: { field: 'code', format: 'ABC-123' } },
      },
      name: { type: 'string', required: true, maxLength: 100 },
      city: { type: 'string', required: true, maxLength: 60 },
      address: { type: 'string', maxLength: 200, default: '' },
      phone: { type: 'string', maxLength: 20, default: '' },
      active: { type: 'boolean', default: true },
    },
    unique: ['code'],
  },
};
