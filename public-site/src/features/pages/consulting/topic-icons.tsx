import { Icon, type IconProps } from '@/components/icons/icon';
import { type ConsultingIcon } from '@/content/consulting';

const paths: Record<ConsultingIcon, string> = {
  strategy: 'M12 3a9 9 0 1 0 9 9M12 7a5 5 0 1 0 5 5M12 12l8-8M16 4h4v4',
  governance: 'M3 21h18M5 21V10M9 21V10M15 21V10M19 21V10M2 10l10-6 10 6z',
  family:
    'M8 8a3 3 0 1 0 0-.01M16 8a3 3 0 1 0 0-.01M3 20c0-3 2.2-6 5-6s5 3 5 6M11 20c0-3 2.2-6 5-6s5 3 5 6',
  marketing:
    'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 9a3 3 0 0 1 0 6M18 6a7 7 0 0 1 0 12',
  organisation: 'M9 3h6v4H9zM3 17h6v4H3zM15 17h6v4h-6zM12 7v5M6 17v-5h12v5',
  transformation: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  mergers: 'M6 3v6a6 6 0 0 0 6 6v6M18 3v6a6 6 0 0 1-6 6M3 6l3-3 3 3M15 6l3-3 3 3',
  sustainability: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15zM5 19l8-8',
};

export function TopicIcon({ name, ...props }: IconProps & { name: ConsultingIcon }) {
  return (
    <Icon {...props}>
      <path d={paths[name]} />
    </Icon>
  );
}
