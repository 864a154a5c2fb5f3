// A field checked against another (a design's rule across two fields, issue 35) is checked again when the other
// changes: the message under "Receiving operator" goes once the donor is changed, without touching the receiver.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, TextInput } from 'react-admin';
import { comparedPairs, RecheckComparedFields } from '../../../src/engine/form/RecheckComparedFields';
import { validatorsFor } from '../../../src/engine/fieldRules';
import type { FieldDef } from '../../../src/engine/types';
import { renderWithAdmin } from '../support/renderWithAdmin';

const MESSAGE = 'The receiving operator must differ from the donor operator.';
const fields = [
  { source: 'donor', kind: 'text' },
  { source: 'receiving', kind: 'text', compare: [{ kind: 'differs', field: 'donor', message: MESSAGE }] },
] as unknown as FieldDef[];

const TwoFields = ({ recheck }: { recheck: boolean }) => (
  <Form mode="onTouched" reValidateMode="onChange" defaultValues={{ donor: 'Tigo', receiving: '' }}>
    {fields.map((field) => (
      <TextInput key={field.source} source={field.source} label={field.source} validate={validatorsFor(field)} />
    ))}
    {recheck && <RecheckComparedFields fields={fields} />}
  </Form>
);

const breakThenFixTheOther = async () => {
  fireEvent.change(screen.getByLabelText('receiving'), { target: { value: 'Tigo' } });
  fireEvent.blur(screen.getByLabelText('receiving'));
  expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('donor'), { target: { value: 'Claro' } });
};

describe('fields checked against another field', () => {
  it('names each field with the field it is compared with (rules and confirmations)', () => {
    const withMatch = [...fields, { source: 'confirm', kind: 'text', matches: { field: 'password', message: 'm' } }] as unknown as FieldDef[];
    expect(comparedPairs(withMatch)).toEqual([
      ['receiving', 'donor'],
      ['confirm', 'password'],
    ]);
  });

  it('the message under the compared field goes when the other field changes', async () => {
    renderWithAdmin(<TwoFields recheck />);
    await breakThenFixTheOther();
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
  });

  it('without it, the message stayed (react-hook-form checks a field when it changes itself)', async () => {
    renderWithAdmin(<TwoFields recheck={false} />);
    await breakThenFixTheOther();
    // a moment for a check that would run
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });
});
