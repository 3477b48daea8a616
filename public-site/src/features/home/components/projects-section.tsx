import { Link } from 'react-router-dom';
import { Carousel } from '@/components/carousel/carousel';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { carouselSettings, featuredProjects, projectSlides } from '@/content/home';
import { ProjectSlide } from '@/features/home/components/project-slide';
import styles from '@/features/home/components/projects-section.module.css';

const slides = projectSlides.map((project) => ({
  key: project.to,
  name: project.title,
  content: <ProjectSlide project={project} />,
}));

export function ProjectsSection() {
  return (
    <section className={styles.section} aria-labelledby="projects-title">
      <div className="container">
        <header className={styles.header}>
          <div>
            <p className="eyebrow">Where we work</p>
            <h2 id="projects-title" className={styles.title}>
              {featuredProjects.title}
            </h2>
          </div>
          <Link
            to={featuredProjects.action.to}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {featuredProjects.action.label}
            <ArrowRightIcon size={18} />
          </Link>
        </header>
        <Carousel
          label="Project slides"
          slides={slides}
          autoplayMs={carouselSettings.autoplayMs}
          spacing={carouselSettings.spacing}
          height={carouselSettings.slideHeight}
          perView={carouselSettings.perView}
          breakpoints={carouselSettings.breakpoints}
        />
      </div>
    </section>
  );
}
