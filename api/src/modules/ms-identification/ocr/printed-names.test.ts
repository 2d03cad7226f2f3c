import { nameAgrees, nameCandidates, namesByZone, wordsOfText, type NameWord } from './printed-names';

const words = (...lines: string[]): NameWord[][] => wordsOfText(lines.join('\n'), 90);

describe('the names the zone decides', () => {
  it('takes the surname the zone puts before `<<`, whatever the printed order and labels', () => {
    const zone = ['SEFRIOUI<<HICHAM<<<<<<<<<<<<<<'];
    // The given name printed above the surname, as on the 2020 CNIE, with or without labels.
    for (const page of [
      words('HICHAM', 'SEFRIOUI'),
      words('Prénom HICHAM', 'Nom SEFRIOUI'),
      words('SEFRIOUI', 'HICHAM'),
      words('Nom / Surname', 'SEFRIOUI', 'Prénoms', 'HICHAM'),
    ]) {
      expect(namesByZone(nameCandidates(page), zone, 30)).toMatchObject({ lastName: 'SEFRIOUI', firstName: 'HICHAM', completed: [] });
    }
  });

  it('gives back the accents and spaces the zone drops, and finds a name printed beside other words', () => {
    expect(namesByZone(nameCandidates(words('LEFÈVRE', 'HÉLÈNE')), ['LEFEVRE<<HELENE<<<<<<<<<<<<<<<<<<<<<<<<<<'], 39)).toMatchObject({
      lastName: 'LEFÈVRE',
      firstName: 'HÉLÈNE',
    });
    expect(namesByZone(nameCandidates(words('EL AMRANI XQZ', 'FATIMA ZAHRA')), ['EL<AMRANI<<FATIMA<ZAHRA<<<<<<<'], 30)).toMatchObject({
      lastName: 'EL AMRANI',
      firstName: 'FATIMA ZAHRA',
    });
  });

  it('completes from the printed side the names the zone’s 30 characters cut, and says which part is the printed side’s alone', () => {
    const zone = ['EL<KHATIB<BOUAZZAOUI<<MOHAMED<'];
    expect(namesByZone(nameCandidates(words('MOHAMED AMINE', 'EL KHATIB BOUAZZAOUI')), zone, 30)).toMatchObject({
      lastName: 'EL KHATIB BOUAZZAOUI',
      firstName: 'MOHAMED AMINE',
      completed: ['firstName'],
    });
  });

  it('confirms nothing the zone disagrees with', () => {
    expect(namesByZone(nameCandidates(words('SEFRIOUI', 'HICHEM')), ['SEFRIOUI<<HICHAM<<<<<<<<<<<<<<'], 30)).toBeNull();
    // A name whole within the zone must end where the zone's fillers start.
    expect(nameAgrees('SEFRIOUI', 'HICHAM AMINE', 'SEFRIOUI<<HICHAM<<<<<<<<<<<<<<', 30)).toBe(false);
    // The filler read as K or L costs nothing.
    expect(nameAgrees('SEFRIOUI', 'HICHAM', 'SEFRIOUIKLHICHAMKK<<<<<<<<<<<<', 30)).toBe(true);
    // A space read inside a name is not the zone's: AYOU B is not AYOUB (the zone would print AYOU<B).
    expect(nameAgrees('KETTANI', 'AYOU B', 'KETTANI<<AYOUB<<<<<<<<<<<<<<<<', 30)).toBe(false);
    expect(nameAgrees('KETTANI', 'AYOUB', 'KETTANI<AYOUB<<<<<<<<<<<<<<<<<', 30)).toBe(true);
    // ICAO drops the apostrophe: O'NEIL is ONEIL in the zone.
    expect(nameAgrees("O'NEIL", 'SEAN', 'ONEIL<<SEAN<<<<<<<<<<<<<<<<<<<', 30)).toBe(true);
  });
});
