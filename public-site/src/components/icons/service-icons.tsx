import { type ComponentType } from 'react';
import { Icon, type IconProps } from '@/components/icons/icon';
import { type ServiceIcon as ServiceIconName } from '@/content/services';

function TrainingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
      <path d="M22 9v6" />
    </Icon>
  );
}

function SoftwareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
      <path d="M9.5 8.5L7 11l2.5 2.5M14.5 8.5L17 11l-2.5 2.5" />
    </Icon>
  );
}

function ConsultationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      <path d="M19 6.5l-3 3-3-2-3 3" />
    </Icon>
  );
}

function OperationsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3l-5 18M12 3l5 18M8.7 15h6.6M10 10h4" />
      <path d="M4 21h16" />
    </Icon>
  );
}

const icons: Record<ServiceIconName, ComponentType<IconProps>> = {
  training: TrainingIcon,
  software: SoftwareIcon,
  consultation: ConsultationIcon,
  operations: OperationsIcon,
};

export function ServiceIcon({ name, ...props }: IconProps & { name: ServiceIconName }) {
  const Glyph = icons[name];
  return <Glyph {...props} />;
}
