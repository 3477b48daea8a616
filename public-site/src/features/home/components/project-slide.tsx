import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { type FeaturedProject, type HomeCopy } from '@/content/home';
import styles from '@/features/home/components/project-slide.module.css';

export function ProjectSlide({
  project,
  more,
}: {
  project: FeaturedProject;
  more: HomeCopy['featuredProjects']['more'];
}) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={project.image.src}
        alt={project.image.alt}
        width={project.image.width}
        height={project.image.height}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.text}>{project.description}</p>
        <Link to={project.to} className={styles.more}>
          {more.label}
          <span className="visually-hidden">
            {more.about}
            {project.title.toLowerCase()}
          </span>
          <ArrowRightIcon size={16} />
        </Link>
      </div>
    </article>
  );
}
