// The page texts a new site starts with (and an upgraded one is given): the spec's Slovak texts
// verbatim and their English, as they were compiled into the public pages before the texts moved
// into the database. A migration stores them; a page whose stored texts cannot be read falls back
// to them. Not imported by the public pages' bundles (only on that failure, loaded on demand).
import type { PageTextsDocument, PageTextsPage } from './page-texts';

export const PAGE_TEXTS_SEED: Record<PageTextsPage, PageTextsDocument> = {
  home: {
    description: {
      sk: "{{product}}: bezplatné workshopy mäkkých zručností pre stredoškolákov, projekt solidarity 2025–2026.",
      en: "{{product}}: free soft-skills workshops for secondary school students, a solidarity project 2025–2026.",
      enBasis: "ffdb4d6c"
    },
    carousel: [
      {
        id: "slide1",
        title: {
          sk: "{{product}}",
          en: "{{product}}",
          enBasis: "532a3338"
        },
        subtitle: {
          sk: "Rozvíjaj mäkké zručnosti, ktoré otvárajú dvere k úspechu",
          en: "Develop soft skills that open doors to success",
          enBasis: "ef7e53f6"
        },
        description: {
          sk: "Dvanásťmesačný projekt pre stredoškolákov vo veku 15 – 19 rokov z mesta {{town}} a okolia.",
          en: "A twelve-month project for secondary-school students aged 15–19 from {{town}} and the surrounding area.",
          enBasis: "b955e78e"
        },
        image: "builtin:1",
        imageAlt: {
          sk: "Ilustrácia: skupina študentov pri spoločnom stole, nad ktorým sa rozsvecujú bubliny s nápadmi",
          en: "Illustration: a group of students around a shared table with idea bubbles lighting up above it",
          enBasis: "e1e7615b"
        }
      },
      {
        id: "slide2",
        title: {
          sk: "6 workshopov",
          en: "6 workshops",
          enBasis: "55e8dfcb"
        },
        subtitle: {
          sk: "Plných praktických vedomostí – od grafického dizajnu po projektový manažment",
          en: "Full of practical knowledge, from graphic design to project management",
          enBasis: "0e95e1c5"
        },
        description: {
          sk: "Malé skupiny, skúsení lektori a úlohy, ktoré si vyskúšaš na vlastnej koži.",
          en: "Small groups, experienced trainers and tasks you try out for yourself.",
          enBasis: "ac50f707"
        },
        image: "builtin:2",
        imageAlt: {
          sk: "Ilustrácia: šesť farebných dlaždíc so symbolmi štetca, bubliny reči, grafu, podaných rúk, fotoaparátu a zoznamu úloh",
          en: "Illustration: six colourful tiles with a brush, a speech bubble, a chart, a handshake, a camera and a checklist",
          enBasis: "9dab3cc7"
        }
      },
      {
        id: "slide3",
        title: {
          sk: "Program solidarity EÚ",
          en: "The EU solidarity programme",
          enBasis: "9cda29cc"
        },
        subtitle: {
          sk: "Kvalitné vzdelávanie dostupné pre všetkých",
          en: "Quality education available to all",
          enBasis: "09662b68"
        },
        description: {
          sk: "Vďaka spolufinancovaniu z Európskeho zboru solidarity sú všetky workshopy bezplatné.",
          en: "Thanks to co-financing from the European Solidarity Corps, every workshop is free of charge.",
          enBasis: "a58cda44"
        },
        image: "builtin:3",
        imageAlt: {
          sk: "Ilustrácia: kruh dvanástich zlatých hviezd nad mostom, ktorý spája malé mestečko so školou",
          en: "Illustration: a circle of twelve golden stars above a bridge linking a small town with a school",
          enBasis: "7367063f"
        }
      }
    ],
    infoCards: {
      label: {
        sk: "Projekt v skratke",
        en: "The project at a glance",
        enBasis: "803ace55"
      },
      workshops: {
        title: {
          sk: "6 workshopov",
          en: "6 workshops",
          enBasis: "55e8dfcb"
        },
        desc: {
          sk: "Tematické oblasti od grafického dizajnu po projektový manažment",
          en: "Topics from graphic design to project management",
          enBasis: "ce51fa0c"
        }
      },
      duration: {
        title: {
          sk: "12 mesiacov",
          en: "12 months",
          enBasis: "787e8265"
        },
        desc: {
          sk: "Projekt beží počas rokov 2025 – 2026",
          en: "The project runs through 2025–2026",
          enBasis: "1a14846f"
        }
      },
      programme: {
        title: {
          sk: "Program EÚ",
          en: "EU programme",
          enBasis: "8b66e512"
        },
        desc: {
          sk: "Spolufinancované z Európskeho zboru solidarity, pre teba zadarmo",
          en: "Co-financed by the European Solidarity Corps, free for you",
          enBasis: "d76dd474"
        }
      },
      skills: {
        title: {
          sk: "Mäkké zručnosti",
          en: "Soft skills",
          enBasis: "c1685b6c"
        },
        desc: {
          sk: "Komunikácia, kreativita, tímová práca a kritické myslenie",
          en: "Communication, creativity, teamwork and critical thinking",
          enBasis: "0676c375"
        }
      }
    },
    focus: {
      title: {
        sk: "Oblasti zamerania",
        en: "Focus areas",
        enBasis: "5f108959"
      },
      subtitle: {
        sk: "Šesť workshopov, z ktorých si vyberieš to, čo ťa baví",
        en: "Six workshops, so you can pick what you enjoy",
        enBasis: "ce8f7008"
      },
      workshops: {
        1: {
          sk: "Farby, písmo a kompozícia pre plagáty a sociálne siete",
          en: "Colour, type and layout for posters and social media",
          enBasis: "92f0acfa"
        },
        2: {
          sk: "Presvedčivé argumenty, kritické myslenie a debata",
          en: "Convincing arguments, critical thinking and debate",
          enBasis: "3f7ac5d7"
        },
        3: {
          sk: "Ako osloviť publikum a pripraviť kampaň, ktorá funguje",
          en: "How to reach an audience and plan a campaign that works",
          enBasis: "ef1c68b6"
        },
        4: {
          sk: "Vedenie skupiny, diskusie a spoločné rozhodovanie",
          en: "Leading a group, discussions and shared decisions",
          enBasis: "d9f42e23"
        },
        5: {
          sk: "Svetlo, kompozícia a príbehy zachytené objektívom",
          en: "Light, composition and stories caught through the lens",
          enBasis: "fd5ebd45"
        },
        6: {
          sk: "Od nápadu cez plán a rozpočet až po hotový projekt",
          en: "From an idea through a plan and a budget to a finished project",
          enBasis: "034e6a6b"
        }
      }
    },
    cta: {
      badge: {
        sk: "Registrácia otvorená",
        en: "Registration open",
        enBasis: "d4e4220b"
      },
      title: {
        sk: "Pridaj sa k nám!",
        en: "Join us!",
        enBasis: "2ff5c8c5"
      },
      text: {
        sk: "Workshopy sú zadarmo a nepotrebuješ žiadne skúsenosti. Napíš nám a my ti pošleme termíny najbližších stretnutí.",
        en: "The workshops are free and you need no experience. Write to us and we will send you the dates of the next sessions.",
        enBasis: "2748d464"
      }
    }
  },
  about: {
    description: {
      sk: "Misia, ciele a hodnoty projektu solidarity {{product}} a partneri, s ktorými ho robíme.",
      en: "The mission, goals and values of the solidarity project {{product}}, and the partners we run it with.",
      enBasis: "12cded96"
    },
    subtitle: {
      sk: "Solidarity Project | {{code}}",
      en: "Solidarity Project | {{code}}",
      enBasis: "88e42a11"
    },
    mission: {
      title: {
        sk: "Misia projektu",
        en: "Our mission",
        enBasis: "8b0bb9f2"
      },
      body: {
        sk: "Chceme, aby každý stredoškolák mal možnosť rozvíjať zručnosti, ktoré škola bežne nestihne naučiť: komunikovať, spolupracovať, tvoriť a viesť. Počas dvanástich mesiacov pripravujeme šesť praktických workshopov, na ktorých sa učíš robením, nie memorovaním.\n\nProjekt vznikol z iniciatívy študentov a je určený mladým ľuďom z mesta {{town}} a okolitých obcí. Veríme, že kvalitné vzdelávanie nemá závisieť od toho, odkiaľ pochádzaš.",
        en: "We want every secondary-school student to be able to build the skills school rarely has time for: communicating, working together, creating and leading. Over twelve months we run six practical workshops where you learn by doing, not by memorising.\n\nThe project was started by students and is meant for young people from {{town}} and the surrounding villages. We believe good education should not depend on where you come from.",
        enBasis: "0e3a128c"
      }
    },
    goals: {
      title: {
        sk: "Naše ciele",
        en: "Our goals",
        enBasis: "da2d0a9a"
      },
      items: [
        {
          id: "goal1",
          text: {
            sk: "Rozvíjať praktické mäkké zručnosti 21. storočia",
            en: "Develop practical 21st-century soft skills",
            enBasis: "13a0a71d"
          }
        },
        {
          id: "goal2",
          text: {
            sk: "Podporovať kreativitu a kritické myslenie",
            en: "Encourage creativity and critical thinking",
            enBasis: "ebb531c3"
          }
        },
        {
          id: "goal3",
          text: {
            sk: "Viesť mladých k aktívnemu občianstvu",
            en: "Guide young people towards active citizenship",
            enBasis: "ad089574"
          }
        },
        {
          id: "goal4",
          text: {
            sk: "Vytvárať rovnaké príležitosti na vzdelávanie pre študentov z menších obcí",
            en: "Create equal learning opportunities for students from smaller towns",
            enBasis: "6e9eb6e2"
          }
        },
        {
          id: "goal5",
          text: {
            sk: "Prepájať vzdelávanie s praxou",
            en: "Bridge education and practice",
            enBasis: "e1a42264"
          }
        },
        {
          id: "goal6",
          text: {
            sk: "Posilniť vzdelávanie v oblasti mäkkých zručností v regióne",
            en: "Strengthen soft-skills education in the region",
            enBasis: "67db781c"
          }
        }
      ]
    },
    values: {
      title: {
        sk: "Hodnoty EÚ",
        en: "EU values",
        enBasis: "01fd0a63"
      },
      items: [
        {
          id: "value1",
          title: {
            sk: "Inklúzia a rozmanitosť",
            en: "Inclusion and diversity",
            enBasis: "df2b9f5d"
          },
          desc: {
            sk: "Workshopy sú otvorené všetkým a rozdielne skúsenosti účastníkov vnímame ako prínos pre celú skupinu.",
            en: "The workshops are open to everyone, and we see the different experiences of participants as a gain for the whole group.",
            enBasis: "ae6b4ff4"
          }
        },
        {
          id: "value2",
          title: {
            sk: "Udržateľnosť",
            en: "Sustainability",
            enBasis: "f2f7e15d"
          },
          desc: {
            sk: "Materiály zdieľame voľne, aby z nich mohli čerpať aj ďalší študenti a učitelia po skončení projektu.",
            en: "We share our materials freely so that other students and teachers can use them after the project ends.",
            enBasis: "a2c43ece"
          }
        },
        {
          id: "value3",
          title: {
            sk: "Participácia",
            en: "Participation",
            enBasis: "13da696f"
          },
          desc: {
            sk: "Mladí ľudia sa podieľajú na tvorbe programu a spolurozhodujú o tom, čo sa budú učiť.",
            en: "Young people help shape the programme and have a say in what they will learn.",
            enBasis: "8e2e3112"
          }
        },
        {
          id: "value4",
          title: {
            sk: "Solidarita",
            en: "Solidarity",
            enBasis: "564eb861"
          },
          desc: {
            sk: "Pomáhame si navzájom a učíme sa, ako môžu vedomosti a zručnosti slúžiť celej komunite.",
            en: "We help each other and learn how knowledge and skills can serve the whole community.",
            enBasis: "fc7c704e"
          }
        }
      ]
    },
    inclusion: {
      title: {
        sk: "Udržateľnosť a inklúzia",
        en: "Sustainability and inclusion",
        enBasis: "1a736420"
      },
      text: {
        sk: "Projekt je otvorený všetkým študentom bez ohľadu na ich sociálne zázemie, náboženstvo, pohlavie či národnosť. Workshopy sú bezplatné, prebiehajú v priestoroch školy a všetky vytvorené materiály zostávajú verejne dostupné aj po skončení projektu.",
        en: "The project is open to all students regardless of their social background, religion, gender or nationality. The workshops are free, take place at the school, and every material we create stays publicly available after the project ends.",
        enBasis: "875caad9"
      }
    },
    facts: {
      title: {
        sk: "Rýchle fakty",
        en: "Quick facts",
        enBasis: "7364281d"
      },
      durationLabel: {
        sk: "Trvanie",
        en: "Duration",
        enBasis: "9e74212e"
      },
      duration: {
        sk: "12 mesiacov (2025-2026)",
        en: "12 months (2025-2026)",
        enBasis: "9f11a60a"
      },
      locationLabel: {
        sk: "Lokácia",
        en: "Location",
        enBasis: "41b10ee7"
      },
      location: {
        sk: "{{school}}, {{town}}",
        en: "{{school}}, {{town}}",
        enBasis: "d9484d49"
      },
      audienceLabel: {
        sk: "Cieľová skupina",
        en: "Target group",
        enBasis: "3343e049"
      },
      audience: {
        sk: "Stredoškoláci 15-19 rokov",
        en: "Secondary-school students aged 15-19",
        enBasis: "72471f7e"
      },
      workshopsLabel: {
        sk: "Počet workshopov",
        en: "Number of workshops",
        enBasis: "f06bc0ae"
      },
      workshops: {
        sk: "6 tematických oblastí",
        en: "6 topic areas",
        enBasis: "110fc515"
      }
    },
    eu: {
      title: {
        sk: "Spolufinancované Európskou úniou",
        en: "Co-funded by the European Union",
        enBasis: "3ff35e92"
      },
      note: {
        sk: "Projekt je spolufinancovaný z programu Európsky zbor solidarity. Vyjadrené názory sú názormi autorov a nemusia odrážať stanoviská Európskej únie.",
        en: "The project is co-financed by the European Solidarity Corps programme. Views expressed are those of the authors and do not necessarily reflect those of the European Union.",
        enBasis: "8d27fdc4"
      },
      alt: {
        sk: "Vlajka Európskej únie: kruh dvanástich zlatých hviezd na modrom pozadí",
        en: "Flag of the European Union: a circle of twelve golden stars on a blue background",
        enBasis: "1ebe14a4"
      }
    },
    partners: {
      title: {
        sk: "Partneri projektu",
        en: "Project partners",
        enBasis: "de03be78"
      }
    }
  },
  workshops: {
    description: {
      sk: "Šesť workshopov mäkkých zručností: grafický dizajn, argumentácia, marketing, facilitácia a ďalšie, pre študentov strednej školy.",
      en: "Six soft-skills workshops for secondary school students: graphic design, argumentation, marketing, facilitation and more.",
      enBasis: "7784668d"
    },
    subtitle: {
      sk: "6 oblastí zameraných na rozvoj praktických zručností",
      en: "6 areas focused on building practical skills",
      enBasis: "081f27f6"
    },
    intro: {
      sk: "Každý workshop vedú skúsení lektori v malých skupinách. Vyber si oblasť, ktorá ťa láka, alebo sa prihlás na viac workshopov naraz.",
      en: "Every workshop is led by experienced trainers in small groups. Choose the area that appeals to you, or sign up for several at once.",
      enBasis: "ac9da0f5"
    },
    workshops: {
      1: {
        subtitle: {
          sk: "Vizuálna komunikácia, ktorá zaujme",
          en: "Visual communication that stands out",
          enBasis: "bb26151a"
        },
        description: {
          sk: "Naučíš sa, ako fungujú farby, písmo a kompozícia, a ako z nápadu vytvoriť plagát, príspevok na sociálne siete či jednoduchú vizuálnu identitu. Pracujeme v bezplatných nástrojoch Canva, Figma a Inkscape, takže všetko si môžeš vyskúšať aj doma. Na konci workshopu budeš mať vlastné malé portfólio prác.",
          en: "You will learn how colour, type and composition work, and how to turn an idea into a poster, a social media post or a simple visual identity. We use the free tools Canva, Figma and Inkscape, so you can try everything at home too. By the end of the workshop you will have a small portfolio of your own work.",
          enBasis: "8f54f74d"
        },
        skills: [
          {
            id: "w1skill1",
            text: {
              sk: "Základy teórie farieb a práce s farebnými paletami",
              en: "Basics of colour theory and working with colour palettes",
              enBasis: "b02309f9"
            }
          },
          {
            id: "w1skill2",
            text: {
              sk: "Výber a kombinovanie písma (typografia)",
              en: "Choosing and pairing typefaces (typography)",
              enBasis: "4664252f"
            }
          },
          {
            id: "w1skill3",
            text: {
              sk: "Kompozícia, vizuálna hierarchia a práca s mriežkou",
              en: "Composition, visual hierarchy and grids",
              enBasis: "98667d90"
            }
          },
          {
            id: "w1skill4",
            text: {
              sk: "Tvorba plagátov a grafiky pre sociálne siete",
              en: "Designing posters and graphics for social media",
              enBasis: "3ce492b4"
            }
          },
          {
            id: "w1skill5",
            text: {
              sk: "Práca v nástrojoch Canva, Figma a Inkscape",
              en: "Working in Canva, Figma and Inkscape",
              enBasis: "c1970261"
            }
          },
          {
            id: "w1skill6",
            text: {
              sk: "Príprava jednoduchého portfólia vlastných prác",
              en: "Putting together a simple portfolio of your work",
              enBasis: "981b28d0"
            }
          }
        ],
        audience: {
          sk: "Pre študentov, ktorí radi kreslia, fotia alebo tvoria obsah na sociálne siete a chcú, aby ich práce vyzerali profesionálne. Nepotrebuješ žiadne skúsenosti, stačí notebook alebo tablet a chuť tvoriť.",
          en: "For students who like drawing, taking photos or making content for social media and want their work to look professional. No experience needed, just a laptop or tablet and the wish to create.",
          enBasis: "673a234d"
        },
        rhythm: {
          sk: "1x týždenne",
          en: "Once a week",
          enBasis: "c4b6e523"
        }
      },
      2: {
        subtitle: {
          sk: "Hovor presvedčivo a mysli kriticky",
          en: "Speak convincingly and think critically",
          enBasis: "deb59810"
        },
        description: {
          sk: "Workshop ťa naučí stavať logické argumenty, odhaliť manipuláciu a slabé miesta v tvrdeniach iných a s rešpektom reagovať na odlišný názor. Trénujeme v debatných formátoch, simulovaných diskusiách a krátkych prejavoch, aby si sa pred publikom cítil istejšie.",
          en: "This workshop teaches you to build logical arguments, spot manipulation and weak points in what others claim, and respond respectfully to a different opinion. We practise in debate formats, mock discussions and short speeches, so you feel more confident in front of an audience.",
          enBasis: "a9550af0"
        },
        skills: [
          {
            id: "w2skill1",
            text: {
              sk: "Stavba argumentu: tvrdenie, zdôvodnenie a dôkaz",
              en: "Building an argument: claim, reasoning and evidence",
              enBasis: "d18a8340"
            }
          },
          {
            id: "w2skill2",
            text: {
              sk: "Rozpoznávanie logických chýb a manipulatívnych techník",
              en: "Recognising logical fallacies and manipulative techniques",
              enBasis: "c3305557"
            }
          },
          {
            id: "w2skill3",
            text: {
              sk: "Overovanie zdrojov a práca s faktami",
              en: "Checking sources and working with facts",
              enBasis: "01387e07"
            }
          },
          {
            id: "w2skill4",
            text: {
              sk: "Vecné a slušné vyvracanie protiargumentov",
              en: "Rebutting counter-arguments calmly and politely",
              enBasis: "034cf44d"
            }
          },
          {
            id: "w2skill5",
            text: {
              sk: "Verejné vystupovanie a zvládanie trémy",
              en: "Public speaking and handling stage fright",
              enBasis: "fb6932a7"
            }
          },
          {
            id: "w2skill6",
            text: {
              sk: "Debatné formáty a kultivovaná diskusia",
              en: "Debate formats and civil discussion",
              enBasis: "5f244904"
            }
          }
        ],
        audience: {
          sk: "Pre každého, kto chce vedieť obhájiť svoj názor v škole, na pohovore aj v bežnom živote. Workshop je vhodný pre úplných začiatočníkov aj pre tých, ktorí už debatovali.",
          en: "For anyone who wants to stand up for their opinion at school, in a job interview and in everyday life. Suitable for complete beginners as well as those who have debated before.",
          enBasis: "4e468288"
        },
        rhythm: {
          sk: "1x za 2 týždne",
          en: "Once every 2 weeks",
          enBasis: "ae7153e9"
        }
      },
      3: {
        subtitle: {
          sk: "Od nápadu k publiku",
          en: "From an idea to an audience",
          enBasis: "bf80ab1e"
        },
        description: {
          sk: "Zistíš, ako funguje marketing v praxi: ako spoznať svoju cieľovú skupinu, vymyslieť kampaň a zmerať, či zabrala. Spoločne pripravíme propagáciu skutočného školského alebo komunitného podujatia, od stratégie cez obsah na sociálnych sieťach až po vyhodnotenie výsledkov.",
          en: "Find out how marketing works in practice: how to get to know your target group, design a campaign and measure whether it worked. Together we will promote a real school or community event, from the strategy through social media content to evaluating the results.",
          enBasis: "a6dc81eb"
        },
        skills: [
          {
            id: "w3skill1",
            text: {
              sk: "Analýza cieľovej skupiny a tvorba persóny",
              en: "Target group analysis and creating a persona",
              enBasis: "d211159e"
            }
          },
          {
            id: "w3skill2",
            text: {
              sk: "Základy budovania značky a jednotnej komunikácie",
              en: "Brand basics and consistent communication",
              enBasis: "30a1a476"
            }
          },
          {
            id: "w3skill3",
            text: {
              sk: "Plánovanie obsahu na sociálne siete",
              en: "Planning social media content",
              enBasis: "60de3e89"
            }
          },
          {
            id: "w3skill4",
            text: {
              sk: "Písanie textov, ktoré zaujmú (copywriting)",
              en: "Writing copy that grabs attention (copywriting)",
              enBasis: "6b3f40f8"
            }
          },
          {
            id: "w3skill5",
            text: {
              sk: "Príprava a realizácia jednoduchej kampane",
              en: "Preparing and running a simple campaign",
              enBasis: "91dfac34"
            }
          },
          {
            id: "w3skill6",
            text: {
              sk: "Vyhodnotenie výsledkov a práca s dátami",
              en: "Evaluating results and working with data",
              enBasis: "0c42f4f3"
            }
          }
        ],
        audience: {
          sk: "Pre študentov, ktorých zaujíma podnikanie, médiá alebo sociálne siete a chcú pochopiť, prečo niektoré kampane zaujmú a iné nie. Nepotrebuješ žiadne predchádzajúce znalosti.",
          en: "For students interested in business, media or social networks who want to understand why some campaigns work and others do not. No previous knowledge needed.",
          enBasis: "c94256ac"
        },
        rhythm: {
          sk: "1x týždenne",
          en: "Once a week",
          enBasis: "c4b6e523"
        }
      },
      4: {
        subtitle: {
          sk: "Veď skupinu k spoločnému cieľu",
          en: "Lead a group to a shared goal",
          enBasis: "246711ec"
        },
        description: {
          sk: "Facilitátor pomáha skupine dobre diskutovať, rozhodovať sa a dospieť k výsledku. Naučíš sa pripraviť a viesť stretnutie, zapojiť aj tichších účastníkov, zvládnuť napätie v skupine a používať osvedčené metódy na hľadanie nápadov. Všetko si vyskúšaš pri vedení vlastnej aktivity pre spolužiakov.",
          en: "A facilitator helps a group discuss well, make decisions and reach a result. You will learn to prepare and run a meeting, involve quieter participants, handle tension in a group and use proven methods for generating ideas. You will try it all by leading your own activity for your classmates.",
          enBasis: "410a4a16"
        },
        skills: [
          {
            id: "w4skill1",
            text: {
              sk: "Príprava programu stretnutia a stanovenie jeho cieľa",
              en: "Planning a meeting agenda and setting its goal",
              enBasis: "5c2e69c1"
            }
          },
          {
            id: "w4skill2",
            text: {
              sk: "Aktívne počúvanie a kladenie otvorených otázok",
              en: "Active listening and asking open questions",
              enBasis: "d0545e2d"
            }
          },
          {
            id: "w4skill3",
            text: {
              sk: "Metódy na hľadanie nápadov a spoločné rozhodovanie",
              en: "Methods for generating ideas and deciding together",
              enBasis: "88ad1e19"
            }
          },
          {
            id: "w4skill4",
            text: {
              sk: "Zapojenie všetkých členov skupiny",
              en: "Involving every member of the group",
              enBasis: "ae381661"
            }
          },
          {
            id: "w4skill5",
            text: {
              sk: "Zvládanie nezhôd a náročných situácií",
              en: "Handling disagreements and difficult situations",
              enBasis: "d0f3bb2b"
            }
          },
          {
            id: "w4skill6",
            text: {
              sk: "Spätná väzba a reflexia po aktivite",
              en: "Feedback and reflection after an activity",
              enBasis: "1ec73ee9"
            }
          }
        ],
        audience: {
          sk: "Pre študentov, ktorí už majú skúsenosť s prácou v skupine, napríklad v študentskej rade, v krúžku alebo v dobrovoľníctve, a chcú sa naučiť viesť ostatných.",
          en: "For students who already have experience of group work, for example in a student council, a club or volunteering, and want to learn to lead others.",
          enBasis: "74fb121e"
        },
        rhythm: {
          sk: "1x za 2 týždne",
          en: "Once every 2 weeks",
          enBasis: "ae7153e9"
        }
      },
      5: {
        subtitle: {
          sk: "Rozprávaj príbehy obrazom",
          en: "Tell stories with pictures",
          enBasis: "c5e3735b"
        },
        description: {
          sk: "Od nastavenia fotoaparátu či mobilu až po hotovú sériu fotografií. Naučíš sa pracovať so svetlom a s kompozíciou, fotiť ľudí aj udalosti a upravovať snímky tak, aby vynikli. Najlepšie fotografie z workshopu sa objavia v galérii projektu a na záverečnej výstave.",
          en: "From setting up a camera or phone to a finished photo series. You will learn to work with light and composition, photograph people and events, and edit your shots so they stand out. The best photos from the workshop will appear in the project gallery and at the final exhibition.",
          enBasis: "4e84b5e6"
        },
        skills: [
          {
            id: "w5skill1",
            text: {
              sk: "Ovládanie fotoaparátu aj mobilu: expozícia, ostrenie a clona",
              en: "Using a camera and a phone: exposure, focus and aperture",
              enBasis: "f3c9638c"
            }
          },
          {
            id: "w5skill2",
            text: {
              sk: "Práca s prirodzeným aj umelým svetlom",
              en: "Working with natural and artificial light",
              enBasis: "d48f211e"
            }
          },
          {
            id: "w5skill3",
            text: {
              sk: "Kompozícia a pravidlo tretín",
              en: "Composition and the rule of thirds",
              enBasis: "0bffcd6d"
            }
          },
          {
            id: "w5skill4",
            text: {
              sk: "Portrétna a reportážna fotografia",
              en: "Portrait and reportage photography",
              enBasis: "5b8a4211"
            }
          },
          {
            id: "w5skill5",
            text: {
              sk: "Základy úpravy fotografií",
              en: "Photo editing basics",
              enBasis: "4b93b669"
            }
          },
          {
            id: "w5skill6",
            text: {
              sk: "Výber a príprava fotografií na výstavu",
              en: "Selecting and preparing photos for an exhibition",
              enBasis: "4ddc20f6"
            }
          }
        ],
        audience: {
          sk: "Pre začiatočníkov, ktorí chcú fotiť lepšie než len v automatickom režime. Stačí ti mobil; ak máš vlastný fotoaparát, pokojne si ho prines.",
          en: "For beginners who want to take better photos than on automatic mode. A phone is enough; if you have your own camera, feel free to bring it.",
          enBasis: "23fd8fd1"
        },
        rhythm: {
          sk: "1x týždenne",
          en: "Once a week",
          enBasis: "c4b6e523"
        }
      },
      6: {
        subtitle: {
          sk: "Premeň nápad na hotový projekt",
          en: "Turn an idea into a finished project",
          enBasis: "bc197b21"
        },
        description: {
          sk: "Naučíš sa naplánovať projekt od nápadu po realizáciu: stanoviť ciele, rozdeliť úlohy, zostaviť harmonogram a rozpočet a udržať tím v pohybe. Počas workshopu pripravíte v malých tímoch vlastný projekt pre školu alebo obec, ktorý potom môžete aj zrealizovať.",
          en: "You will learn to plan a project from the idea to its delivery: set goals, share out tasks, draw up a schedule and a budget, and keep a team moving. During the workshop you will prepare, in small teams, your own project for the school or the town, which you can then carry out.",
          enBasis: "736d0472"
        },
        skills: [
          {
            id: "w6skill1",
            text: {
              sk: "Stanovenie cieľov metódou SMART",
              en: "Setting goals with the SMART method",
              enBasis: "77a37be1"
            }
          },
          {
            id: "w6skill2",
            text: {
              sk: "Plánovanie úloh a tvorba harmonogramu",
              en: "Planning tasks and building a schedule",
              enBasis: "18dd6154"
            }
          },
          {
            id: "w6skill3",
            text: {
              sk: "Zostavenie jednoduchého rozpočtu",
              en: "Drawing up a simple budget",
              enBasis: "1cf69ddf"
            }
          },
          {
            id: "w6skill4",
            text: {
              sk: "Rozdelenie rolí a spolupráca v tíme",
              en: "Sharing out roles and working as a team",
              enBasis: "537ae04c"
            }
          },
          {
            id: "w6skill5",
            text: {
              sk: "Práca s rizikami a riešenie problémov",
              en: "Managing risks and solving problems",
              enBasis: "200cce94"
            }
          },
          {
            id: "w6skill6",
            text: {
              sk: "Prezentácia a vyhodnotenie projektu",
              en: "Presenting and evaluating a project",
              enBasis: "e01d3498"
            }
          }
        ],
        audience: {
          sk: "Pre študentov, ktorí majú nápad na projekt alebo sa chcú zapojiť do organizovania podujatí a dobrovoľníckych aktivít. Vhodné pre začiatočníkov aj mierne pokročilých.",
          en: "For students who have an idea for a project or want to get involved in organising events and volunteering activities. Suitable for beginners and the slightly more experienced.",
          enBasis: "98c1c6b2"
        },
        rhythm: {
          sk: "1x týždenne",
          en: "Once a week",
          enBasis: "c4b6e523"
        }
      }
    },
    cta: {
      badge: {
        sk: "Registrácia otvorená",
        en: "Registration open",
        enBasis: "d4e4220b"
      },
      title: {
        sk: "Zaujal ťa niektorý workshop?",
        en: "Interested in a workshop?",
        enBasis: "0f322307"
      },
      text: {
        sk: "Napíš nám, ktorý workshop ťa zaujal, a my ti pošleme termíny a podrobnosti o prihlásení.",
        en: "Tell us which workshop caught your eye and we will send you the dates and how to sign up.",
        enBasis: "ebeaee82"
      }
    }
  },
  contact: {
    description: {
      sk: "Napíš nám: e-mail, telefón, adresa školy a odpovede na časté otázky.",
      en: "Write to us: e-mail, phone, the school's address and answers to frequent questions.",
      enBasis: "184eb7e2"
    },
    subtitle: {
      sk: "Máš otázku alebo sa chceš prihlásiť? Radi ti odpovieme.",
      en: "Have a question or want to sign up? We are happy to answer.",
      enBasis: "29c6e5c0"
    },
    socialNote: {
      sk: "Odkazy na naše profily na sociálnych sieťach doplníme čoskoro.",
      en: "Links to our social media profiles will be added soon.",
      enBasis: "7949f8d6"
    },
    faq: {
      title: {
        sk: "Často kladené otázky",
        en: "Frequently asked questions",
        enBasis: "1b39dd6e"
      },
      items: [
        {
          id: "q1",
          question: {
            sk: "Ako sa môžem prihlásiť na workshop?",
            en: "How can I sign up for a workshop?",
            enBasis: "a3d0dcf1"
          },
          answer: {
            sk: "Prihlásiš sa jednoducho cez kontaktný formulár na tejto stránke (predmet „Prihlásenie do workshopu\") alebo nám napíš e-mail na {{email}}.",
            en: "Simply use the contact form on this page (subject \"Signing up for a workshop\") or e-mail us at {{email}}.",
            enBasis: "ef109a7c"
          }
        },
        {
          id: "q2",
          question: {
            sk: "Koľko stoja workshopy?",
            en: "How much do the workshops cost?",
            enBasis: "a5ab0c49"
          },
          answer: {
            sk: "Nič. Všetky workshopy sú bezplatné, pretože ich financuje program Európskeho zboru solidarity.",
            en: "Nothing. All workshops are free because they are funded by the European Solidarity Corps programme.",
            enBasis: "2b2880fa"
          }
        },
        {
          id: "q3",
          question: {
            sk: "Kedy sa workshopy konajú?",
            en: "When do the workshops take place?",
            enBasis: "ef52cf7e"
          },
          answer: {
            sk: "Workshopy prebiehajú počas rokov 2025 – 2026. Konkrétne termíny zverejňujeme postupne na stránke Workshopy, kde si ich môžeš pridať aj do kalendára. [Termíny stretnutí workshopov](/workshopy)",
            en: "The workshops run during 2025–2026. We publish the exact dates step by step on the Workshops page, where you can also add them to your calendar. [Workshop meeting dates](/workshopy)",
            enBasis: "2a1fdc21"
          }
        },
        {
          id: "q4",
          question: {
            sk: "Pre koho sú workshopy určené?",
            en: "Who are the workshops for?",
            enBasis: "ee2dc50b"
          },
          answer: {
            sk: "Pre stredoškolákov vo veku 15 – 19 rokov z mesta {{town}} a okolia.",
            en: "For secondary-school students aged 15–19 from {{town}} and the surrounding area.",
            enBasis: "f26597b9"
          }
        },
        {
          id: "q5",
          question: {
            sk: "Potrebujem predchádzajúce skúsenosti?",
            en: "Do I need any previous experience?",
            enBasis: "2e856eb8"
          },
          answer: {
            sk: "Nie, žiadne skúsenosti nepotrebuješ. Stačí chuť učiť sa a skúšať nové veci.",
            en: "No, you need no experience at all. All it takes is a wish to learn and try new things.",
            enBasis: "527213f7"
          }
        }
      ]
    }
  },
  materials: {
    description: {
      sk: "Príručky, videonávody a metodiky z workshopov na stiahnutie zadarmo.",
      en: "Handbooks, video guides and methodologies from the workshops, free to download.",
      enBasis: "97393dfc"
    },
    subtitle: {
      sk: "Príručky, videonávody, infografiky a metodiky z našich workshopov na stiahnutie zadarmo",
      en: "Handbooks, video tutorials, infographics and methods from our workshops, free to download",
      enBasis: "87e0f5d7"
    },
    infoBoxes: {
      pdf: {
        title: {
          sk: "PDF Príručky",
          en: "PDF handbooks",
          enBasis: "1702c544"
        },
        desc: {
          sk: "Podrobné návody a pracovné listy na samoštúdium",
          en: "Detailed guides and worksheets for self-study",
          enBasis: "8165e8aa"
        }
      },
      video: {
        title: {
          sk: "Videonávody",
          en: "Video tutorials",
          enBasis: "5eed78c1"
        },
        desc: {
          sk: "Krátke videá, v ktorých lektori ukazujú postupy krok za krokom",
          en: "Short videos in which trainers show each step",
          enBasis: "559810ef"
        }
      },
      infographic: {
        title: {
          sk: "Infografiky",
          en: "Infographics",
          enBasis: "021ac132"
        },
        desc: {
          sk: "To najdôležitejšie z každej témy prehľadne na jednej strane",
          en: "The essentials of every topic on a single page",
          enBasis: "42d7bf3a"
        }
      },
      metodika: {
        title: {
          sk: "Metodické materiály",
          en: "Methodological materials",
          enBasis: "15d5c50e"
        },
        desc: {
          sk: "Scenáre aktivít pre učiteľov a vedúcich skupín",
          en: "Activity plans for teachers and group leaders",
          enBasis: "e7af7d15"
        }
      }
    },
    steps: {
      title: {
        sk: "Ako použiť materiály",
        en: "How to use the materials",
        enBasis: "79ab2a7a"
      },
      items: [
        {
          id: "step1",
          title: {
            sk: "Vyber a stiahni",
            en: "Choose and download",
            enBasis: "72fd24a8"
          },
          desc: {
            sk: "Vyfiltruj si typ materiálu, ktorý ti vyhovuje, a stiahni si ho do počítača alebo mobilu.",
            en: "Filter the type of material that suits you and download it to your computer or phone.",
            enBasis: "79b53545"
          }
        },
        {
          id: "step2",
          title: {
            sk: "Uč sa a aplikuj",
            en: "Learn and apply",
            enBasis: "99e4f98e"
          },
          desc: {
            sk: "Prejdi si materiál vlastným tempom a vyskúšaj cvičenia v škole, v krúžku alebo doma.",
            en: "Go through the material at your own pace and try the exercises at school, in a club or at home.",
            enBasis: "be949937"
          }
        },
        {
          id: "step3",
          title: {
            sk: "Zdieľaj ďalej",
            en: "Pass it on",
            enBasis: "312a5269"
          },
          desc: {
            sk: "Materiály sú voľne dostupné, pošli ich spolužiakom, učiteľom alebo kamarátom.",
            en: "The materials are free: share them with classmates, teachers or friends.",
            enBasis: "f0bb86bf"
          }
        }
      ]
    }
  },
  tools: {
    description: {
      sk: "Interaktívne nástroje z workshopov: kvízy, nástenky a hlasovania, ktoré si môžeš hneď vyskúšať.",
      en: "Interactive tools from the workshops: quizzes, boards and polls to try right away.",
      enBasis: "a2844a88"
    },
    subtitle: {
      sk: "Kvízy, ankety, tabule a nástenky, ktoré používame na workshopoch",
      en: "Quizzes, polls, whiteboards and boards we use in the workshops",
      enBasis: "dd4e859c"
    }
  }
};
