import { describe, expect, it } from 'vitest';
import { NATIONAL_ID_GOVERNORATES, readNationalId } from '../../../src/lib/nationalId';

const TODAY = '2025-06-15';

describe('readNationalId', () => {
  it.each([
    ['a woman born 1 May 1990 in Dakahlia', '29005011234567', '1990-05-01', '12', 'female'],
    ['a man born 22 July 1986 in Giza', '28607222112354', '1986-07-22', '21', 'male'],
    ['a man born in the 2000s abroad', '30402298812351', '2004-02-29', '88', 'male'],
    ['born on 1 January 1900 in Cairo', '20001010100021', '1900-01-01', '01', 'female'],
    ['born today in South Sinai', '32506153500011', '2025-06-15', '35', 'male'],
  ])('reads %s', (_name, id, birthDate, governorate, gender) => {
    expect(readNationalId(id, TODAY)).toEqual({ valid: true, details: { birthDate, governorate, gender } });
  });

  it.each([
    ['13 digits', '2900501123456', 'format'],
    ['15 digits', '290050112345671', 'format'],
    ['empty', '', 'format'],
    ['a letter', '2900501123456A', 'format'],
    ['spaces', '2900501 123456', 'format'],
    ['dashes', '290-0501-12345', 'format'],
    ['Arabic-Indic digits (made ASCII before)', '٢٩٠٠٥٠١١٢٣٤٥٦٧', 'format'],
    ['century digit 1', '19005011234567', 'birthDate'],
    ['century digit 4', '49005011234567', 'birthDate'],
    ['30 February', '29002301234567', 'birthDate'],
    ['29 February of a common year', '29102291234567', 'birthDate'],
    ['month 13', '29013011234567', 'birthDate'],
    ['day 00', '29005001234567', 'birthDate'],
    ['a birth date after today', '32506161234567', 'birthDate'],
    ['governorate 00', '29005010034567', 'governorate'],
    ['governorate 20', '29005012034567', 'governorate'],
    ['governorate 30', '29005013034567', 'governorate'],
    ['governorate 99', '29005019934567', 'governorate'],
  ])('refuses %s', (_name, id, problem) => {
    expect(readNationalId(id, TODAY)).toEqual({ valid: false, problem });
  });

  it('knows the 27 governorates and the code for births abroad', () => {
    expect(Object.keys(NATIONAL_ID_GOVERNORATES)).toHaveLength(28);
    expect(NATIONAL_ID_GOVERNORATES['88']).toBe('Born abroad');
    expect(NATIONAL_ID_GOVERNORATES['21']).toBe('Giza');
  });
});
