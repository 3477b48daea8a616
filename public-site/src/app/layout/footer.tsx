import { Link } from 'react-router-dom';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons/interface-icons';
import { FacebookIcon, LinkedInIcon, WhatsAppIcon } from '@/components/icons/social-icons';
import { Logo } from '@/components/ui/logo';
import { company } from '@/content/company';
import { footerLinks } from '@/content/navigation';
import { VerifyCertificateForm } from '@/features/certificates/components/verify-certificate-form';
import styles from '@/app/layout/footer.module.css';

const socialLinks = [
  { label: 'Facebook', href: company.social.facebook, Icon: FacebookIcon },
  { label: 'LinkedIn', href: company.social.linkedin, Icon: LinkedInIcon },
  { label: 'Chat on WhatsApp', href: company.social.whatsapp, Icon: WhatsAppIcon },
];

export function Footer() {
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-label={company.name}>
          <Logo />
          <p className={styles.summary}>{company.summary}</p>
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  className={styles.socialLink}
                  aria-label={label}
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
            Head office
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
              title={`Map of the ${company.shortName} head office in ${address.city}`}
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
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Inquiries
          </h2>
          <ul className={styles.linkList}>
            {footerLinks.map((link) => (
              <li key={link.to + link.label}>
                <Link to={link.to} className={styles.inlineLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 id="footer-verify" className={`${styles.heading} ${styles.verifyHeading}`}>
            Verify a certificate
          </h2>
          <VerifyCertificateForm className={styles.verify} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {company.name}. All
            rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
