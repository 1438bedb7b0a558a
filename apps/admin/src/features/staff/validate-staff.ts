import { type StaffGrant, staffCreateRequestSchema } from '@amora/contracts';
import { type FieldErrors, schemaErrors } from '../../lib/form-errors';

export interface StaffFormValues {
  email: string;
  name: string;
  roles: StaffGrant[];
  totp_required: boolean;
}
export type StaffField = 'email' | 'name' | 'roles';
export const STAFF_FIELDS: StaffField[] = ['name', 'email', 'roles'];

export const toCreateRequest = (values: StaffFormValues) => ({
  ...values,
  email: values.email.trim(),
  name: values.name.trim(),
});

/** The contract's schema for a new staff member, as messages under the fields. */
export function validateStaff(values: StaffFormValues): FieldErrors<StaffField> {
  return schemaErrors(staffCreateRequestSchema, toCreateRequest(values), {
    email: 'error.invalid_email',
    name: 'staff.name.required',
    roles: 'staff.roles.required',
  });
}

/** Where the API's answer belongs: under the field it is about, or above the buttons. */
export const STAFF_ERROR_FIELDS: Record<string, StaffField> = {
  email_taken: 'email',
  invalid_email: 'email',
  tenant_not_found: 'roles',
};
