import { clients, homePage, type ClientLogo } from '@/content/home';
import { useContent } from '@/i18n/content';
import styles from '@/features/home/components/client-logos.module.css';

const marks: Record<ClientLogo['mark'], string> = {
  delta: 'M16 3L30 28H2zM16 11l-5 12M16 11l5 12M16 11v14',
  dune: 'M2 24c5-9 10-12 15-6 3-6 8-8 13 0v6H2z',
  wave: 'M2 12c4-4 8-4 12 0s8 4 12 0M2 19c4-4 8-4 12 0s8 4 12 0M2 26c4-4 8-4 12 0s8 4 12 0',
  flare: 'M16 2c6 7 9 12 9 17a9 9 0 0 1-18 0c0-3 2-6 4-8 0 4 2 6 5 6-3-5-2-10 0-15z',
  shield: 'M16 2l12 5v8c0 8-5 13-12 15C9 28 4 23 4 15V7zM16 8v16M10 14h12',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM22 4h6v7h-6zM4 13h7v7H4zM13 13h7v7h-7zM22 13h6v7h-6zM4 22h7v6H4zM13 22h7v6h-7zM22 22h6v6h-6z',
  drop: 'M16 2c6 8 10 13 10 18a10 10 0 0 1-20 0c0-5 4-10 10-18zM11 20a5 5 0 0 0 5 5',
  sun: 'M4 26a12 12 0 0 1 24 0zM16 4v5M6 9l3 4M26 9l-3 4M1 18h5M26 18h5',
};

const outlined = new Set<ClientLogo['mark']>(['delta', 'wave', 'shield', 'drop', 'sun']);

function Wordmark({ client }: { client: ClientLogo }) {
  const stroke = outlined.has(client.mark);
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="34" height="34" aria-hidden="true" focusable="false">
        <path
          d={marks[client.mark]}
          fill={stroke ? 'none' : 'currentColor'}
          stroke={stroke ? 'currentColor' : 'none'}
          strokeWidth="2.2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{client.name}</span>
        <span className={styles.descriptor}>{client.descriptor}</span>
      </span>
    </span>
  );
}

function LogoRow({ copy }: { copy: boolean }) {
  return (
    <ul className={styles.row} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {clients.map((client) => (
        <li key={client.name}>
          <Wordmark client={client} />
        </li>
      ))}
    </ul>
  );
}

/** The scrolling strip of client wordmarks; hovering or focusing pauses it. */
export function ClientLogos() {
  const { clientsHeading } = useContent(homePage);
  return (
    <section className={styles.section} aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title" className={styles.heading}>
          {clientsHeading}
        </h2>
      </div>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <LogoRow copy={false} />
          <LogoRow copy />
        </div>
      </div>
    </section>
  );
}
