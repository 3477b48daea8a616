import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import {
  type ProductCard as ProductCardContent,
  type ServicePageChrome,
} from '@/content/operations';
import styles from '@/features/pages/components/product-card.module.css';

/** A service or product with its picture, facts and a 'Contact us' link (spec §2). */
export function ProductCard({
  product,
  contact,
}: {
  product: ProductCardContent;
  contact: ServicePageChrome['contact'];
}) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={product.image.src}
        alt={product.image.alt}
        width={product.image.width}
        height={product.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        <p className={styles.text}>{product.description}</p>
        <ul className={styles.facts}>
          {product.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <Link to="/contactus" className={styles.contact}>
          {contact.label}
          <span className="visually-hidden">
            {contact.about}
            {product.title.toLowerCase()}
          </span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
