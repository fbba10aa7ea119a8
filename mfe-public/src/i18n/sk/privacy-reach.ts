// Slovak texts of the `public` namespace: what the site counts of its visits (the reach the
// project reports), a section of the privacy page of its own.

export const privacyReach = {
  title: 'Návštevnosť stránky',
  intro: 'Projekt financuje Európska únia a musí vykázať, koľko ľudí oslovil. Preto stránka na serveri počíta návštevy a stiahnutia materiálov, bez sledovacieho skriptu, bez cookies a bez služieb tretích strán. Z uložených čísel sa nedá zistiť, kto stránku navštívil.',
  what: 'Za každý deň len súčty: koľkokrát bola zobrazená ktorá stránka a stiahnutý ktorý materiál, v akom jazyku, z ktorej stránky návštevníci prišli (len jej adresa, napríklad www.facebook.com) a koľko rôznych návštevníkov stránka za deň mala. Nepočítame vyhľadávacie roboty, stránky, ktoré prehliadač len načíta vopred, ani administráciu stránky.',
  why: 'Oprávnený záujem vykázať dosah projektu tomu, kto ho financuje (čl. 6 ods. 1 písm. f GDPR).',
  howLong: 'Aby sme teba počas jedného dňa započítali len raz, server z tvojej IP adresy a údaja o prehliadači vypočíta jednosmerný odtlačok s náhodným kľúčom, ktorý platí len v ten deň. Po skončení dňa server kľúč aj odtlačky vymaže a zostane len číslo; nasledujúci deň ťa už s tým predchádzajúcim nespojí. IP adresu ani údaj o prehliadači neukladáme nikdy.',
  whoSees: 'Súčty vidia administrátori projektu a môžu sa objaviť v záverečnej správe projektu. Nikomu neposkytujeme nič, čo by ťa identifikovalo, pretože nič také neuchovávame.',
};
