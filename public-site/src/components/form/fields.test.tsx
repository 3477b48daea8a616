import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FileField, SelectField } from '@/components/form/fields';

const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('SelectField', () => {
  it('reads its hint, and its problem once there is one, with aria-invalid', () => {
    const { rerender } = render(
      <SelectField label="Grade" name="gpa" placeholder="Select" options={['Good']} hint="Hint" />,
    );
    const select = screen.getByLabelText('Grade');
    expect(describedTexts(select)).toEqual(['Hint']);
    expect(select.hasAttribute('aria-invalid')).toBe(false);

    rerender(
      <SelectField
        label="Grade"
        name="gpa"
        placeholder="Select"
        options={['Good']}
        hint="Hint"
        required
        problem="This field is required."
      />,
    );
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(describedTexts(select)).toEqual(['Hint', 'This field is required.']);
  });
});

describe('FileField', () => {
  it('shows its problem with aria-invalid, and the chosen file in its description', () => {
    const onFile = jest.fn();
    const { rerender } = render(
      <FileField
        label="CV"
        name="cv"
        hint="PDF up to 10 MB."
        file={null}
        onFile={onFile}
        required
        problem="This field is required."
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('CV');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['PDF up to 10 MB.', 'This field is required.']);

    const file = new File(['x'.repeat(2048)], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);

    rerender(
      <FileField label="CV" name="cv" hint="PDF up to 10 MB." file={file} onFile={onFile} />,
    );
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedTexts(input)).toEqual(['Selected: cv.pdf (2 KB)']);
  });
});
