import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { FieldRow, Form } from '@/components/form/form';
import { FormSubmit } from '@/components/form/form-submit';
import { useForm } from '@/components/form/use-form';
import { TextField } from '@/components/ui/text-field';
import { apiFetch } from '@/lib/api-client';
import { emailProblem, type FormRules } from '@/lib/field-rules';

type Values = { email: string; nickname: string };
const rules: FormRules<Values> = { email: { label: 'email', check: emailProblem } };

/** A form built from the shared parts, sending to the API the way the site's forms do. */
function DemoForm({ blockedReason }: { blockedReason?: string }) {
  const form = useForm<Values>({ email: '', nickname: '' }, { rules });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(0);

  const onSubmit = async () => {
    setPending(true);
    setError(undefined);
    try {
      await apiFetch('/demo', { method: 'POST', body: form.values });
      setSent((count) => count + 1);
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form form={form} pending={pending} pendingLabel="Sending the demo" onSubmit={onSubmit}>
      <FieldRow>
        <TextField label="Email" {...form.bind('email')} />
        <TextField label="Nickname" optional {...form.bind('nickname')} />
      </FieldRow>
      <FormSubmit error={error} blockedReason={blockedReason}>
        Send
      </FormSubmit>
      <p>Sent {sent}</p>
    </Form>
  );
}

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const email = () => screen.getByLabelText<HTMLInputElement>(/^Email/);

describe('Form and FormSubmit', () => {
  it('keeps submit disabled, and described by what is still needed, until the rules hold', () => {
    const fetchMock = mockFetch(() => jsonResponse(201, {}));
    render(<DemoForm />);
    expect(button().disabled).toBe(true);
    const still = document.getElementById(button().getAttribute('aria-describedby')!);
    expect(still?.textContent).toBe('Still needed: email');

    // Enter in a field submits the form even so: nothing is sent.
    fireEvent.submit(email().closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(email(), { target: { value: 'sara@example.com' } });
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('Still needed:')).toBeNull();
  });

  it("disables submit while pending, then shows the server's 422 message in an alert", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<DemoForm />);
    fireEvent.change(email(), { target: { value: 'sara@example.com' } });
    fireEvent.click(button());

    const form = email().closest('form')!;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Sending the demo');
    // A second press while pending sends nothing more.
    fireEvent.submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(
      jsonResponse(422, {
        message: 'This email is already registered.',
        errors: { email: 'This email is already registered.' },
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This email is already registered.');
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(button().disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Sent 0')).toBeTruthy();
  });

  it('keeps a complete form disabled while blocked, and says why', () => {
    mockFetch(() => jsonResponse(201, {}));
    render(<DemoForm blockedReason="The dates are still loading." />);
    fireEvent.change(email(), { target: { value: 'sara@example.com' } });
    expect(button().disabled).toBe(true);
    const why = document.getElementById(button().getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('The dates are still loading.');
  });
});
