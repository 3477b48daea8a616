import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@/components/carousel/carousel';
import { ArrowRightIcon } from '@/components/icons/interface-icons';
import { buttonClassName } from '@/components/ui/button';
import { carouselSettings, homePage, type HomeCopy } from '@/content/home';
import { ProjectSlide } from '@/features/home/components/project-slide';
import { useContent } from '@/i18n/content';
import styles from '@/features/home/components/projects-section.module.css';

const slidesOf = ({ projectSlides, featuredProjects }: HomeCopy) =>
  projectSlides.map((project) => ({
    key: project.to,
    name: project.title,
    content: <ProjectSlide project={project} more={featuredProjects.more} />,
  }));

export function ProjectsSection() {
  const copy = useContent(homePage);
  const { featuredProjects } = copy;
  // The same slides on every render of a language, so the carousel keeps its state.
  const slides = useMemo(() => slidesOf(copy), [copy]);
  return (
    <section className={styles.section} aria-labelledby="projects-title">
      <div className="container">
        <header className={styles.header}>
          <div>
            <p className="eyebrow">{featuredProjects.eyebrow}</p>
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
          label={featuredProjects.carouselLabel}
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
