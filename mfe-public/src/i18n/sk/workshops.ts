// Slovak texts of the `public` namespace: Workshops.
import { WORKSHOPS } from 'shared-ui/domain';

/** Spec section 3: the Slovak facts of each workshop come from the one shared constant. */
const workshopFacts = Object.fromEntries(
  WORKSHOPS.map((w) => [w.id, { duration: w.duration, frequency: w.frequency, capacity: w.capacity, level: w.level }]),
);

export const workshops = {
  title: 'Workshopy',
  subtitle: '6 oblastí zameraných na rozvoj praktických zručností',
  intro: 'Každý workshop vedú skúsení lektori v malých skupinách. Vyber si oblasť, ktorá ťa láka, alebo sa prihlás na viac workshopov naraz.',
  card: {
    chip: 'Workshop {{number}}',
    about: 'O workshope',
    skills: 'Čo sa naučíš',
    audience: 'Pre koho je určený',
    details: 'Detaily workshopu',
    duration: 'Trvanie',
    frequency: 'Frekvencia',
    capacity: 'Kapacita',
    level: 'Úroveň',
  },
  ctaTitle: 'Zaujal ťa niektorý workshop?',
  ctaText: 'Napíš nám, ktorý workshop ťa zaujal, a my ti pošleme termíny a podrobnosti o prihlásení.',
  facts: workshopFacts,
  items: {
    1: {
      subtitle: 'Vizuálna komunikácia, ktorá zaujme',
      description:
        'Naučíš sa, ako fungujú farby, písmo a kompozícia, a ako z nápadu vytvoriť plagát, príspevok na sociálne siete či jednoduchú vizuálnu identitu. Pracujeme v bezplatných nástrojoch Canva, Figma a Inkscape, takže všetko si môžeš vyskúšať aj doma. Na konci workshopu budeš mať vlastné malé portfólio prác.',
      skills: [
        'Základy teórie farieb a práce s farebnými paletami',
        'Výber a kombinovanie písma (typografia)',
        'Kompozícia, vizuálna hierarchia a práca s mriežkou',
        'Tvorba plagátov a grafiky pre sociálne siete',
        'Práca v nástrojoch Canva, Figma a Inkscape',
        'Príprava jednoduchého portfólia vlastných prác',
      ],
      audience:
        'Pre študentov, ktorí radi kreslia, fotia alebo tvoria obsah na sociálne siete a chcú, aby ich práce vyzerali profesionálne. Nepotrebuješ žiadne skúsenosti, stačí notebook alebo tablet a chuť tvoriť.',
    },
    2: {
      subtitle: 'Hovor presvedčivo a mysli kriticky',
      description:
        'Workshop ťa naučí stavať logické argumenty, odhaliť manipuláciu a slabé miesta v tvrdeniach iných a s rešpektom reagovať na odlišný názor. Trénujeme v debatných formátoch, simulovaných diskusiách a krátkych prejavoch, aby si sa pred publikom cítil istejšie.',
      skills: [
        'Stavba argumentu: tvrdenie, zdôvodnenie a dôkaz',
        'Rozpoznávanie logických chýb a manipulatívnych techník',
        'Overovanie zdrojov a práca s faktami',
        'Vecné a slušné vyvracanie protiargumentov',
        'Verejné vystupovanie a zvládanie trémy',
        'Debatné formáty a kultivovaná diskusia',
      ],
      audience:
        'Pre každého, kto chce vedieť obhájiť svoj názor v škole, na pohovore aj v bežnom živote. Workshop je vhodný pre úplných začiatočníkov aj pre tých, ktorí už debatovali.',
    },
    3: {
      subtitle: 'Od nápadu k publiku',
      description:
        'Zistíš, ako funguje marketing v praxi: ako spoznať svoju cieľovú skupinu, vymyslieť kampaň a zmerať, či zabrala. Spoločne pripravíme propagáciu skutočného školského alebo komunitného podujatia, od stratégie cez obsah na sociálnych sieťach až po vyhodnotenie výsledkov.',
      skills: [
        'Analýza cieľovej skupiny a tvorba persóny',
        'Základy budovania značky a jednotnej komunikácie',
        'Plánovanie obsahu na sociálne siete',
        'Písanie textov, ktoré zaujmú (copywriting)',
        'Príprava a realizácia jednoduchej kampane',
        'Vyhodnotenie výsledkov a práca s dátami',
      ],
      audience:
        'Pre študentov, ktorých zaujíma podnikanie, médiá alebo sociálne siete a chcú pochopiť, prečo niektoré kampane zaujmú a iné nie. Nepotrebuješ žiadne predchádzajúce znalosti.',
    },
    4: {
      subtitle: 'Veď skupinu k spoločnému cieľu',
      description:
        'Facilitátor pomáha skupine dobre diskutovať, rozhodovať sa a dospieť k výsledku. Naučíš sa pripraviť a viesť stretnutie, zapojiť aj tichších účastníkov, zvládnuť napätie v skupine a používať osvedčené metódy na hľadanie nápadov. Všetko si vyskúšaš pri vedení vlastnej aktivity pre spolužiakov.',
      skills: [
        'Príprava programu stretnutia a stanovenie jeho cieľa',
        'Aktívne počúvanie a kladenie otvorených otázok',
        'Metódy na hľadanie nápadov a spoločné rozhodovanie',
        'Zapojenie všetkých členov skupiny',
        'Zvládanie nezhôd a náročných situácií',
        'Spätná väzba a reflexia po aktivite',
      ],
      audience:
        'Pre študentov, ktorí už majú skúsenosť s prácou v skupine, napríklad v študentskej rade, v krúžku alebo v dobrovoľníctve, a chcú sa naučiť viesť ostatných.',
    },
    5: {
      subtitle: 'Rozprávaj príbehy obrazom',
      description:
        'Od nastavenia fotoaparátu či mobilu až po hotovú sériu fotografií. Naučíš sa pracovať so svetlom a s kompozíciou, fotiť ľudí aj udalosti a upravovať snímky tak, aby vynikli. Najlepšie fotografie z workshopu sa objavia v galérii projektu a na záverečnej výstave.',
      skills: [
        'Ovládanie fotoaparátu aj mobilu: expozícia, ostrenie a clona',
        'Práca s prirodzeným aj umelým svetlom',
        'Kompozícia a pravidlo tretín',
        'Portrétna a reportážna fotografia',
        'Základy úpravy fotografií',
        'Výber a príprava fotografií na výstavu',
      ],
      audience:
        'Pre začiatočníkov, ktorí chcú fotiť lepšie než len v automatickom režime. Stačí ti mobil; ak máš vlastný fotoaparát, pokojne si ho prines.',
    },
    6: {
      subtitle: 'Premeň nápad na hotový projekt',
      description:
        'Naučíš sa naplánovať projekt od nápadu po realizáciu: stanoviť ciele, rozdeliť úlohy, zostaviť harmonogram a rozpočet a udržať tím v pohybe. Počas workshopu pripravíte v malých tímoch vlastný projekt pre školu alebo obec, ktorý potom môžete aj zrealizovať.',
      skills: [
        'Stanovenie cieľov metódou SMART',
        'Plánovanie úloh a tvorba harmonogramu',
        'Zostavenie jednoduchého rozpočtu',
        'Rozdelenie rolí a spolupráca v tíme',
        'Práca s rizikami a riešenie problémov',
        'Prezentácia a vyhodnotenie projektu',
      ],
      audience:
        'Pre študentov, ktorí majú nápad na projekt alebo sa chcú zapojiť do organizovania podujatí a dobrovoľníckych aktivít. Vhodné pre začiatočníkov aj mierne pokročilých.',
    },
  },
};
