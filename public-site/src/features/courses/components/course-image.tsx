import styles from '@/features/courses/components/course-image.module.css';

export interface CourseImageProps {
  src: string | null;
  /** Empty when the course name is shown next to the image. */
  alt?: string;
  /** The main image of a page loads at once; images in lists load when scrolled near. */
  priority?: boolean;
  className?: string;
}

/** A course picture in its 16:10 frame; the frame keeps its size before the image arrives. */
export function CourseImage({ src, alt = '', priority = false, className }: CourseImageProps) {
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  if (!src) return <div className={`${classes} ${styles.empty}`} aria-hidden="true" />;
  return (
    <div className={classes}>
      <img
        className={styles.image}
        src={src}
        alt={alt}
        width={960}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}
