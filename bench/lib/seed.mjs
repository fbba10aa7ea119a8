// Fills an empty API with the data the measurements read: 50 albums of 10 photos each (500
// gallery items) made from a few generated pictures, through the API as an administrator would.
import { photoBytes } from './media.mjs';

const PICTURES = 6;
const ALBUM_NAMES = ['Komunikácia', 'Tímová práca', 'Kritické myslenie', 'Riešenie konfliktov', 'Prezentačné zručnosti', 'Time management'];

async function inBatches(count, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  });
  await Promise.all(workers);
}

/** Returns the created albums (oldest first) and the paths of the uploaded pictures. */
export async function seedGallery(api, { albums = 50, items = 500, pictures = null } = {}) {
  const uploaded = [];
  const sources = pictures ?? (await Promise.all(Array.from({ length: PICTURES }, (_, index) => photoBytes({ seed: index + 1 }))));
  for (const [index, bytes] of sources.entries()) {
    uploaded.push((await api.uploadBytes(`workshop-${index + 1}.jpg`, 'image/jpeg', bytes)).path);
  }
  const created = [];
  for (let index = 0; index < albums; index += 1) {
    const workshop = ALBUM_NAMES[index % ALBUM_NAMES.length];
    created.push(
      await api.call('POST', '/albums', {
        name: `${workshop} — stretnutie ${index + 1}`,
        description: `Fotografie zo stretnutia ${index + 1} workshopu ${workshop.toLowerCase()}: práca v skupinách, prezentácie a spätná väzba.`,
        coverImage: null,
        // The pages measured show them: published, as a visitor sees them.
        published: true,
      }),
    );
  }
  const perAlbum = Math.ceil(items / albums);
  await inBatches(items, 4, (index) =>
    api.call('POST', '/gallery', {
      title: `Fotografia ${index + 1}`,
      description: index % 3 === 0 ? 'Účastníci workshopu pri skupinovej úlohe.' : null,
      albumId: created[Math.floor(index / perAlbum)].id,
      type: 'photo',
      url: uploaded[index % uploaded.length],
      thumbnail: null,
    }),
  );
  return { albums: created, pictures: uploaded, sources };
}
