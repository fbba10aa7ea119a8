import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'shared-ui/i18n/react';
import { IconButton } from 'shared-ui/components/icon-button';
import type { ReactNode } from 'react';
import type { ShownPageTexts } from 'shared-ui/page-texts';
import { PUBLIC_NAMESPACE } from '../../i18n/register';
import { useTextLanguage } from '../../lib/page-texts';
import { slidePicture } from './slides';
import { useCarousel } from './use-carousel';
import './carousel.css';

interface CarouselProps {
  /** The slides as the page texts have them (the administrator's order). */
  slides: ShownPageTexts<'home'>['carousel'];
  /** Buttons shown on every slide (spec 2.8: 'learn more' and 'workshops'). */
  actions: ReactNode;
}

/** The full-height home carousel, following the WAI-ARIA carousel pattern (rotation control first). */
export function Carousel({ slides, actions }: CarouselProps) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const lang = useTextLanguage();
  const total = slides.length;
  const { index, playing, goTo, next, previous, togglePlaying, rootHandlers } = useCarousel(total);
  // Until the page works, only the first slide can be seen (nothing turns the slides yet): the
  // other slides' pictures are not drawn, so their files wait and leave the line to the scripts
  // (carousel.css, by <html data-page-ready>).

  return (
    <section className="pub-carousel" aria-roledescription="carousel" aria-label={t('home.carousel.label')} {...rootHandlers}>
      <div className="pub-carousel__controls ui-requires-js">
        <IconButton
          className="pub-carousel__rotation"
          variant="filled"
          label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
          icon={playing ? <Pause /> : <Play />}
          onClick={togglePlaying}
        />
      </div>
      <div className="pub-carousel__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          const picture = slidePicture(slide.image);
          return (
            <div
              key={slide.id}
              className={`pub-carousel__slide${current ? ' pub-carousel__slide--current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slideLabel', { current: slideIndex + 1, total })}
              aria-hidden={!current}
              inert={!current}
            >
              <picture>
                {picture.webpSrcSet ? <source type="image/webp" srcSet={picture.webpSrcSet} sizes="100vw" /> : null}
                <img
                  className="pub-carousel__image"
                  src={picture.jpg}
                  width={picture.width}
                  height={picture.height}
                  alt={slide.imageAlt.text}
                  lang={lang(slide.imageAlt)}
                  style={{ objectPosition: picture.focus }}
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              </picture>
              <div className="pub-carousel__panel">
                {/* The subtitle belongs to the heading (HTML hgroup), not to the text below it. */}
                <hgroup>
                  <h2 className="pub-carousel__title" lang={lang(slide.title)}>{slide.title.text}</h2>
                  <p className="pub-carousel__subtitle" lang={lang(slide.subtitle)}>{slide.subtitle.text}</p>
                </hgroup>
                <p className="pub-carousel__description" lang={lang(slide.description)}>{slide.description.text}</p>
                <div className="pub-carousel__actions">{actions}</div>
              </div>
            </div>
          );
        })}
      </div>
      <IconButton className="pub-carousel__arrow pub-carousel__arrow--previous ui-requires-js" variant="filled" label={t('home.carousel.previous')} icon={<ChevronLeft />} onClick={previous} />
      <IconButton className="pub-carousel__arrow pub-carousel__arrow--next ui-requires-js" variant="filled" label={t('home.carousel.next')} icon={<ChevronRight />} onClick={next} />
      <div className="pub-carousel__dots ui-requires-js">
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.id}
            type="button"
            className="pub-carousel__dot"
            aria-label={t('home.carousel.goTo', { number: slideIndex + 1 })}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => goTo(slideIndex)}
          />
        ))}
      </div>
    </section>
  );
}
