import { render } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { ClockIcon, CheckCircleIcon } from '@/components/icons/commerce-icons';
import {
  ArrowRightIcon,
  ChevronDownIcon,
  MenuIcon,
  PhoneIcon,
} from '@/components/icons/interface-icons';

// The class that turns a drawing round in right-to-left pages (icon.module.css).
const mirroredDrawing = (icon: ReactElement) =>
  render(icon).container.querySelector('svg > g.mirrored');

describe('direction-bearing icons', () => {
  it('flips the arrow that points along the line', () => {
    expect(mirroredDrawing(<ArrowRightIcon />)).not.toBeNull();
  });

  it('never flips icons that mean the same either way', () => {
    for (const icon of [
      <CheckCircleIcon key="check" />,
      <ClockIcon key="clock" />,
      <PhoneIcon key="phone" />,
      <MenuIcon key="menu" />,
      <ChevronDownIcon key="down" />,
    ]) {
      expect(mirroredDrawing(icon)).toBeNull();
    }
  });
});
