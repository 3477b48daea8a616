import { Link } from 'react-router-dom';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/interface-icons';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon } from '@/components/icons/social-icons';
import { Logo } from '@/components/ui/logo';
import { company } from '@/content/company';
import { footerLinks } from '@/content/navigation';
import { VerifyCertificateForm } from '@/features/certificates/components/verify-certificate-form';
import { useT } from '@/i18n/locale-context';
import { fill } from '@/i18n/text';
import styles from '@/app/layout/footer.module.css';

const socialLinks = [
  { label: 'facebook', href: company.social.facebook, Icon: FacebookIcon },
  { label: 'linkedin', href: company.social.linkedin, Icon: LinkedInIcon },
  { label: 'whatsapp', href: company.social.whatsapp, Icon: WhatsAppIcon },
] as const;

export function Footer() {
  const t = useT();
  const { address } = t.company;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-label={t.company.name}>
          <Logo />
          <p className={styles.summary}>{t.company.summary}</p>
          <ul className={styles.social} aria-label={t.footer.socialMedia}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  className={styles.socialLink}
                  aria-label={t.footer[label]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className={styles.heading}>
            {t.footer.headOffice}
          </h2>
          <ul className={styles.contactList}>
            <li>
              <MapPinIcon size={18} className={styles.contactIcon} />
              <address className={styles.address}>
                {address.street}
                <br />
                {address.district}, {address.city}
                <br />
                {address.country}
              </address>
            </li>
            <li>
              <PhoneIcon size={18} className={styles.contactIcon} />
              <a href={company.phone.href} className={styles.inlineLink}>
                {company.phone.display}
              </a>
            </li>
            <li>
              <MailIcon size={18} className={styles.contactIcon} />
              <a href={`mailto:${company.email}`} className={styles.inlineLink}>
                {company.email}
              </a>
            </li>
          </ul>
          <div className={styles.map}>
            <iframe
              title={fill(t.footer.mapTitle, { company: company.shortName, city: address.city })}
              src={company.mapEmbedUrl}
              width="400"
              height="200"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </div>
          <a
            href={company.mapUrl}
            className={styles.inlineLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.footer.openMap}
            <span className="visually-hidden">{t.footer.newTab}</span>
          </a>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t.footer.inquiries}
          </h2>
          <ul className={styles.linkList}>
            {footerLinks.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to} className={styles.inlineLink}>
                  {t.nav[link.label]}
                </Link>
              </li>
            ))}
          </ul>
          <h2 id="footer-verify" className={`${styles.heading} ${styles.verifyHeading}`}>
            {t.footer.verifyCertificate}
          </h2>
          <VerifyCertificateForm className={styles.verify} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {t.company.name}.{' '}
            {t.footer.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
