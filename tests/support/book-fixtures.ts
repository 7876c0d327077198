import type { BookSpec } from "./book-pdf";

/**
 * Two real-shaped books for the summary tests: a technical manual and a novel, each with running
 * heads, numbered sections, cross-references, a code block, words hyphenated at line ends (\u00ad marks
 * where a word may break) and bookmarks two levels deep. Original prose written for these tests.
 */
const S = "\u00ad";

export const MANUAL: BookSpec = {
  title: "The Harbour Server Handbook",
  runningHead: (page) => `The Harbour Server Handbook ${page} / 14`,
  chapters: [
    {
      label: "Chapter 1",
      title: "Getting started",
      intro: [
        `This handbook explains how to run a small Harbour server at home or in a modest office. It assumes you can open a terminal and are willing to read the ${`docu${S}men${S}ta${S}tion`} that comes with each package (see Section 1.2 below).`,
        `A server is only as reliable as the habits of the person who looks after it. The chapters that follow build those habits one step at a time, from the first installation to routine ${`main${S}te${S}nance`}.`,
      ],
      sections: [
        {
          number: "1.1",
          title: "Choosing the hardware",
          blocks: [
            {
              kind: "paragraph",
              text: `Almost any computer from the last ten years can run a Harbour server for a family or a small team. Memory matters more than processor speed, because the server keeps its ${`fre${S}quent${S}ly`} used files in memory. A quiet machine with a reliable power supply will serve you better than a fast one that overheats.`,
            },
            { kind: "bullets", items: ["At least four gigabytes of memory", "A disk with room to grow", "Wired network"] },
            {
              kind: "paragraph",
              text: `Storage should be chosen for ${`en${S}dur${S}ance`} rather than for speed. Two modest disks that mirror each other protect your data far better than one large and fast disk. See Section 2.1 for details. The find (1) command helps you check which directories grow fastest before you buy.`,
            },
          ],
        },
        {
          number: "1.2",
          title: "Installing the base system",
          blocks: [
            {
              kind: "paragraph",
              text: `The installer asks a few questions and then copies the base system to the disk. Choose a short host name, because you will type it often and it appears in every log message. The installer also creates the first user account, which should be the account you use every day.`,
            },
            {
              kind: "code",
              lines: [
                "$ sudo apt-get install harbour-server",
                "$ sudo systemctl enable --now harbourd",
                "[server]",
                "listen = 0.0.0.0:8080",
              ],
            },
            { kind: "note", label: "Note", text: "Never share the administrator password with other people in the household." },
            {
              kind: "paragraph",
              text: `After the first boot, update the package lists and install the latest security fixes before you connect the server to the wider network (see Section 2.2). Keeping the system current is the single most effective defence against ${`in${S}tru${S}sion`} that you can adopt.`,
            },
          ],
        },
      ],
    },
    {
      label: "Chapter 2",
      title: "Keeping data safe",
      intro: [
        `Data outlives the machines that hold it, so a good administrator plans for the day a disk fails. This chapter describes backups, permissions and the quiet routines that keep a server trustworthy.`,
      ],
      sections: [
        {
          number: "2.1",
          title: "Backups that actually work",
          blocks: [
            {
              kind: "paragraph",
              text: `A backup is only useful if you have restored from it at least once. Schedule a nightly copy to a second disk and a weekly copy to a machine in another building. Write down the steps for a full restore, because you will not remember them on the day you need them.`,
            },
            {
              kind: "code",
              lines: ["0 2 * * * rsync -a /srv/ /mnt/mirror/srv/", "0 3 * * 0 harbour-backup --remote vault:/weekly"],
            },
            {
              kind: "paragraph",
              text: `Old copies matter as much as new ones. A mistake that goes unnoticed for a month is copied into every recent backup, so keep monthly snapshots for at least a year (see Section 2.2 and Section 1.1). Test the restore of a single file every few weeks and the restore of the whole system twice a year.`,
            },
          ],
        },
        {
          number: "2.2",
          title: "Permissions and accounts",
          blocks: [
            {
              kind: "paragraph",
              text: `Every person who uses the server should have an account of their own. Shared accounts make it impossible to tell who changed what, and they tend to collect far more privileges than anyone needs. Give each account the smallest set of ${`per${S}mis${S}sions`} that lets its owner do their work.`,
            },
            { kind: "bullets", items: ["Remove accounts promptly", "Review group membership monthly"] },
            {
              kind: "paragraph",
              text: `When someone leaves the household or the team, remove their account on the same day. Review the list of accounts and groups every month, and read the log with journalctl (1) for failed logins. Small, regular reviews catch problems while they are still easy to fix.`,
            },
          ],
        },
        {
          number: "2.3",
          title: "Routine maintenance",
          blocks: [
            {
              kind: "paragraph",
              text: `A server that is looked after for ten minutes every week rarely needs an emergency evening. Check the free disk space, read the summary of the logs and apply pending updates. Keep a short diary of every change you make, so that the next person can understand the machine.`,
            },
          ],
        },
      ],
    },
  ],
};

export const NOVEL: BookSpec = {
  title: "The Keeper of Gull Rock",
  runningHead: (page, chapter) => (page % 2 === 0 ? "THE KEEPER OF GULL ROCK" : chapter.toUpperCase()),
  pageHeight: 240,
  chapters: [
    {
      label: "Chapter One",
      title: "The Lamp",
      intro: [
        `Mr. Ellis Penhallow had kept the light on Gull Rock for eleven winters when the letter from the Board arrived. He read it twice at the kitchen table, folded it into quarters, and went up the spiral stair to polish the lens as if nothing had changed.`,
        `The lamp had never failed while he kept it, and he meant to keep that record until the last night.`,
      ],
      sections: [
        {
          number: "1.1",
          title: "The letter from the Board",
          blocks: [
            {
              kind: "paragraph",
              text: `The letter said that the light would be made automatic in the spring and that his services would no longer be required. It thanked him for his ${`dili${S}gence`} in a sentence that had plainly been written for many keepers at once. Ellis thought of the gulls, the fog bell and the long nights, and found that he could not imagine any other life.`,
            },
            {
              kind: "paragraph",
              text: `“They will send a man with a box of wires,” he told the cat, who did not answer. “And the box will not know the sea.” He laughed at himself then, because he knew the sea no better than the box would, only longer (see page 12).`,
            },
          ],
        },
        {
          number: "1.2",
          title: "The keeper's log",
          blocks: [
            {
              kind: "paragraph",
              text: `Every evening Ellis wrote the weather, the ships and the state of the lamp in the log that the Board required. The entries were short and always in the same order, and over the years they had become a kind of prayer.`,
            },
            { kind: "code", lines: ["14 MAR 1911  WIND NW 6  BAR 29.4", "LAMP LIT 18:42  OUT 06:10  FOG BELL 3 HRS"] },
            {
              kind: "paragraph",
              text: `On the night of the letter he wrote the usual lines and then, for the first time, a sentence of his own. He wrote that a light is kept by ${`at${S}ten${S}tion`} and not by machinery, and then he blotted the page so that no inspector would ever read it.`,
            },
          ],
        },
      ],
    },
    {
      label: "Chapter Two",
      title: "The Visitor",
      intro: [
        `The engineer from the mainland arrived on a grey morning in April, seasick and apologetic. Her name was Miss Adela Quick, and she carried not a box of wires but a notebook full of careful drawings.`,
      ],
      sections: [
        {
          number: "2.1",
          title: "A notebook of drawings",
          blocks: [
            {
              kind: "paragraph",
              text: `She asked to see the lamp before she unpacked, and Ellis liked her for that. For an hour she measured the lens, the clockwork and the stair, asking questions that showed she had read every report he had ever sent. By noon he had forgotten to be angry with her.`,
            },
            {
              kind: "paragraph",
              text: `“The machine will light the lamp,” she said at last, “but it cannot tell when the fog is coming.” Ellis looked at her drawings and saw that she had left a small room on the plan, marked only with the word keeper. Neither of them spoke of it again that day.`,
            },
          ],
        },
        {
          number: "2.2",
          title: "The last night",
          blocks: [
            {
              kind: "paragraph",
              text: `On his last night as keeper, Ellis lit the lamp at dusk and did not sleep. He watched the beam sweep the water and counted the ships that passed safely, as he had counted them for eleven winters. When the sun rose he wrote the final entry in the log and signed it with his full name.`,
            },
            {
              kind: "paragraph",
              text: `In the spring the new machinery was installed, and the Board sent a short letter of thanks. Miss Quick sent a longer one, asking whether a man who knew the fog might help her design lights for other rocks. Ellis read it twice, folded it into quarters, and began to ${`pack${S}age`} his books.`,
            },
          ],
        },
      ],
    },
  ],
};
