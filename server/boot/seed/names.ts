import type { Language } from '#server/contract/languages';

type NameGender = 'female' | 'male';

/**
 * Common first names per site language, so demo members fit the site they appear on. Written as
 * one string per list to keep the file short; split once at load, not per member.
 */
export const FIRST_NAMES: Record<Language, Record<NameGender, readonly string[]>> = {
  da: {
    female:
      'Anne Mette Camilla Louise Sofie Emma Ida Freja Laura Mathilde Julie Cecilie Maria Katrine Signe Line Nanna Astrid Clara Karen Helle Lone Pernille Tina Maja Alberte Josefine Sara Rikke Trine'.split(
        ' ',
      ),
    male: 'Mads Rasmus Jens Søren Lars Mikkel Anders Frederik Christian Jonas Emil Magnus Oliver Lucas William Kasper Martin Henrik Thomas Niels Morten Jesper Peter Jakob Simon Tobias Casper Anton Viktor Bjørn'.split(
      ' ',
    ),
  },
  de: {
    female:
      'Anna Lena Laura Julia Sarah Lisa Katharina Sophie Marie Hannah Lea Johanna Miriam Sabine Petra Claudia Andrea Birgit Susanne Monika Stefanie Nicole Jana Carina Franziska Helga Ingrid Renate Ursula Kerstin'.split(
        ' ',
      ),
    male: 'Lukas Jonas Felix Maximilian Leon Paul Tim Jan Florian Tobias Stefan Michael Thomas Andreas Markus Matthias Frank Jürgen Wolfgang Klaus Dieter Uwe Bernd Holger Sven Niklas Moritz Christian Alexander Philipp'.split(
      ' ',
    ),
  },
  en: {
    female:
      'Emma Olivia Sophie Charlotte Amelia Grace Lucy Hannah Chloe Emily Jessica Sarah Laura Rachel Kate Megan Holly Abigail Zoe Ruby Ella Lily Isla Freya Mia Evie Rose Alice Daisy Poppy'.split(
        ' ',
      ),
    male: 'James Oliver Jack Harry George Thomas William Daniel Matthew Ryan Liam Noah Ethan Lucas Samuel Joshua Benjamin Adam Luke Nathan Connor Callum Jacob Alex Owen Ben Michael David Chris Sean'.split(
      ' ',
    ),
  },
  es: {
    female:
      'Lucía María Carmen Laura Paula Sofía Marta Elena Sara Ana Isabel Cristina Alba Claudia Irene Noelia Patricia Rocío Raquel Beatriz Pilar Nuria Silvia Julia Andrea Inés Teresa Rosa Marina Alicia'.split(
        ' ',
      ),
    male: 'Alejandro Daniel Pablo David Javier Carlos Sergio Adrián Álvaro Diego Manuel Miguel Jorge Antonio José Francisco Juan Rubén Iván Óscar Raúl Marcos Hugo Mario Luis Fernando Andrés Víctor Alberto Gonzalo'.split(
      ' ',
    ),
  },
  fi: {
    female:
      'Aino Emma Sofia Helmi Ella Venla Aada Linnea Iida Emilia Anna Maria Laura Johanna Katja Minna Satu Tiina Sanna Heidi Riikka Jenni Elina Hanna Paula Kaisa Noora Maija Pirjo Eeva'.split(
        ' ',
      ),
    male: 'Mikko Juha Jari Timo Matti Antti Jukka Pekka Ville Janne Tuomas Lauri Eetu Onni Leo Eino Väinö Aleksi Joonas Juho Petri Kari Markku Sami Olli Heikki Risto Teemu Niko Elias'.split(
      ' ',
    ),
  },
  fr: {
    female:
      'Camille Léa Manon Chloé Emma Inès Sarah Julie Marie Laura Pauline Claire Céline Sophie Aurélie Élodie Mathilde Charlotte Lucie Juliette Anaïs Margaux Nathalie Isabelle Sandrine Valérie Amandine Clémence Océane Hélène'.split(
        ' ',
      ),
    male: 'Thomas Nicolas Julien Maxime Alexandre Antoine Hugo Lucas Louis Théo Pierre Romain Quentin Mathieu Guillaume Sébastien Vincent Olivier Benoît Jérôme François Laurent Arnaud Damien Baptiste Clément Florian Adrien Victor Raphaël'.split(
      ' ',
    ),
  },
  it: {
    female:
      'Giulia Francesca Chiara Sara Martina Valentina Alessia Elisa Federica Silvia Laura Elena Paola Roberta Alice Sofia Aurora Giorgia Beatrice Ilaria Serena Claudia Monica Barbara Cristina Anna Marta Noemi Veronica Camilla'.split(
        ' ',
      ),
    male: 'Marco Luca Alessandro Andrea Matteo Francesco Lorenzo Davide Simone Federico Riccardo Giuseppe Antonio Stefano Paolo Giovanni Roberto Fabio Daniele Michele Tommaso Leonardo Gabriele Emanuele Nicola Massimo Pietro Filippo Edoardo Vittorio'.split(
      ' ',
    ),
  },
  nb: {
    female:
      'Nora Emma Ingrid Sofie Thea Ida Maja Sara Hanna Julie Ane Silje Kristine Marte Camilla Hege Tone Kari Marit Ragnhild Sigrid Astrid Live Tuva Frida Mari Siri Linnea Eli Synnøve'.split(
        ' ',
      ),
    male: 'Ole Lars Jonas Magnus Henrik Kristian Sindre Eirik Anders Even Håkon Sander Martin Jakob Fredrik Espen Morten Knut Bjørn Trond Geir Rune Øyvind Aksel Emil Mathias Vegard Torstein Stian Halvor'.split(
      ' ',
    ),
  },
  nl: {
    female:
      'Emma Sophie Julia Lisa Anna Fleur Sanne Eva Lotte Anouk Iris Femke Laura Marloes Inge Esther Ellen Petra Marieke Noor Tess Lieke Sara Kim Ilse Maaike Roos Nienke Mirjam Annelies'.split(
        ' ',
      ),
    male: 'Daan Sem Lucas Thijs Bram Jesse Ruben Niels Tim Lars Stijn Koen Jeroen Bas Pieter Sander Martijn Maarten Wouter Joost Erik Mark Dennis Jasper Rik Tom Vincent Hugo Floris Gijs'.split(
      ' ',
    ),
  },
  pl: {
    female:
      'Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Magdalena Joanna Aleksandra Zofia Natalia Julia Karolina Marta Monika Paulina Dominika Weronika Kinga Alicja Justyna Iwona Beata Marzena Sylwia Izabela Gabriela Patrycja Oliwia'.split(
        ' ',
      ),
    male: 'Piotr Krzysztof Tomasz Paweł Michał Marcin Jakub Kamil Łukasz Mateusz Adam Bartosz Grzegorz Rafał Dawid Szymon Wojciech Marek Jan Andrzej Kacper Filip Maciej Damian Sebastian Przemysław Robert Artur Hubert Wiktor'.split(
      ' ',
    ),
  },
  sv: {
    female:
      'Anna Emma Maja Elsa Alice Ella Wilma Saga Ebba Linnéa Klara Sara Johanna Lina Hanna Malin Sofia Karin Eva Maria Frida Ida Matilda Tova Elin Agnes Moa Stina Lovisa Astrid'.split(
        ' ',
      ),
    male: 'Erik Lars Karl Anders Johan Per Nils Oskar Gustav Axel Hugo William Liam Elias Filip Viktor Emil Jonas Fredrik Mattias Henrik Magnus Olle Björn Sven Anton Linus Simon Jesper Pontus'.split(
      ' ',
    ),
  },
};
