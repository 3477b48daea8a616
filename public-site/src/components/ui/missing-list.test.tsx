import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import { MissingList } from '@/components/ui/missing-list';
import { TextField } from '@/components/ui/text-field';
import { checkForm, emailProblem, MISMATCH_MESSAGE, type FormRules } from '@/lib/field-rules';
import { useFieldRules } from '@/lib/use-field-rules';
import { useFormValues } from '@/lib/use-form-values';

type Values = { email: string; nickname: string; password: string; confirmation: string };

const rules: FormRules<Values> = {
  email: { label: 'email', check: emailProblem },
  nickname: { label: 'nickname', required: false },
  password: { label: 'password', check: (v) => (v.length >= 8 ? undefined : 'Too short') },
  confirmation: {
    label: 'matching confirmation',
    required: (values) => values.password !== '',
    check: (value, values) => (value === values.password ? undefined : MISMATCH_MESSAGE),
  },
};

/** A form built the way the site's forms are: values, rules, fields, a gated button. */
function DemoForm() {
  const { values, field } = useFormValues<Values>({
    email: '',
    nickname: '',
    password: '',
    confirmation: '',
  });
  const { complete, missing, missingId, rulesFor } = useFieldRules(values, rules);
  return (
    <form>
      <TextField label="Email" {...field('email')} {...rulesFor('email')} />
      <TextField label="Nickname" optional {...field('nickname')} {...rulesFor('nickname')} />
      <TextField
        label="Password"
        hint="8 or more"
        {...field('password')}
        {...rulesFor('password')}
      />
      <TextField label="Confirm" {...field('confirmation')} {...rulesFor('confirmation')} />
      <Button
        type="submit"
        disabled={!complete}
        aria-describedby={complete ? undefined : missingId}
      >
        Send
      </Button>
      <MissingList id={missingId} missing={missing} />
    </form>
  );
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const change = (label: string | RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe('checkForm', () => {
  const empty = { email: '', nickname: '', password: '', confirmation: '' };

  it('names every empty required field in form order, and no optional one', () => {
    expect(checkForm(empty, rules).missing).toEqual(['email', 'password']);
  });

  it('checks filled values against their rules, all in one pass', () => {
    const result = checkForm(
      { ...empty, email: 'sara@', password: 'short', confirmation: 'other' },
      rules,
    );
    expect(result.missing).toEqual(['email', 'password', 'matching confirmation']);
    expect(result.problems.email).toBe('Enter an email address like name@example.com.');
    expect(result.problems.password).toBe('Too short');
    expect(result.problems.confirmation).toBe(MISMATCH_MESSAGE);
  });

  it('is complete once every rule holds', () => {
    const values = { ...empty, email: 'sara@example.com', password: 'long enough' };
    expect(checkForm({ ...values, confirmation: 'long enough' }, rules).missing).toEqual([]);
  });
});

describe('useFieldRules with TextField and MissingList', () => {
  it('marks required fields with an asterisk and aria-required, not optional ones', () => {
    render(<DemoForm />);
    expect(input(/^Email/).getAttribute('aria-required')).toBe('true');
    const label = screen.getByText('Email', { selector: 'label' });
    expect(label.parentElement?.textContent).toBe('Email *');
    expect(input('Email')).toBe(input(/^Email/)); // the star is not part of the name
    expect(input(/^Nickname/).hasAttribute('aria-required')).toBe(false);
    // Required only once a password is typed.
    expect(input(/^Confirm/).hasAttribute('aria-required')).toBe(false);
    change(/^Password/, 'x');
    expect(input(/^Confirm/).getAttribute('aria-required')).toBe('true');
  });

  it('shows a field’s problem only after it has been left, tied by aria-describedby', () => {
    render(<DemoForm />);
    change(/^Email/, 'sara@');
    expect(screen.queryByText(/Enter an email address/)).toBeNull();
    expect(input(/^Email/).hasAttribute('aria-invalid')).toBe(false);

    fireEvent.blur(input(/^Email/));
    const problem = screen.getByText('Enter an email address like name@example.com.');
    expect(input(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Email/).getAttribute('aria-describedby')).toBe(problem.id);

    change(/^Email/, 'sara@example.com');
    expect(screen.queryByText(/Enter an email address/)).toBeNull();
    expect(input(/^Email/).hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps a hint and a problem both in the description', () => {
    render(<DemoForm />);
    fireEvent.blur(input(/^Password/));
    const ids =
      input(/^Password/)
        .getAttribute('aria-describedby')
        ?.split(' ') ?? [];
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['8 or more', 'This field is required.']);
  });

  it('names what is missing beside the disabled button until everything holds', () => {
    render(<DemoForm />);
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    const list = screen.getByText('Still needed:').parentElement!;
    expect(list.textContent).toBe('Still needed: email, password');
    expect(send.getAttribute('aria-describedby')).toBe(list.id);

    change(/^Email/, 'sara@example.com');
    change(/^Password/, 'long enough');
    expect(screen.getByText('Still needed:').parentElement?.textContent).toBe(
      'Still needed: matching confirmation',
    );
    change(/^Confirm/, 'long enougH');
    fireEvent.blur(input(/^Confirm/));
    expect(screen.getByText(MISMATCH_MESSAGE)).toBeTruthy();
    expect(send.disabled).toBe(true);

    change(/^Confirm/, 'long enough');
    expect(send.disabled).toBe(false);
    expect(screen.queryByText(/Still needed:/)).toBeNull();
    expect(send.hasAttribute('aria-describedby')).toBe(false);
  });

  it('is a quiet hint until a field is left, then the red reason (issue 26 item 9)', () => {
    render(<DemoForm />);
    const list = () => screen.getByText('Still needed:').parentElement!;
    expect(list().dataset.state).toBe('hint');
    // Typing alone is not yet a mistake.
    change(/^Email/, 'sara@');
    expect(list().dataset.state).toBe('hint');
    fireEvent.blur(input(/^Email/));
    expect(list().dataset.state).toBe('alert');
  });

  it('turns red when the disabled button is pressed on an untouched form', () => {
    render(<DemoForm />);
    const list = screen.getByText('Still needed:').parentElement!;
    expect(list.dataset.state).toBe('hint');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Send' }));
    expect(list.dataset.state).toBe('alert');
  });
});
