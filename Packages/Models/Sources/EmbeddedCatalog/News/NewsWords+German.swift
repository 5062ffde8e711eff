extension NewsWords {
  static let germanBusiness = NewsWords(
    headlines: [
      "{firma}-Aktie {bewegung} nach {ereignis}",
      "{firma} streicht {stellen} Stellen",
      "{notenbank} lässt Leitzins unverändert",
      "Warum {trend} den Mittelstand beunruhigt",
      "DAX {dax} – Anleger blicken auf {termin}",
      "{firma} übernimmt {rivale} für {betrag}",
    ],
    descriptions: [
      "Analysten hatten mit einem schwächeren Ergebnis gerechnet.",
      "Das Unternehmen rechnet damit, dass {druck}.",
      "Ökonomen warnen, dass {trend} die Erholung bremsen könnte.",
    ],
    bodies: [
      "{firma} teilte am {wochentag} mit, dass {druck}. Die Aktie gab im frühen Handel deutlich nach. Branchenkenner"
        + " verweisen darauf, dass {trend} die Margen in der gesamten Branche unter Druck setzt.",
      "Die {notenbank} begründete ihre Entscheidung mit der weiterhin hohen Kerninflation. Volkswirte erwarten eine"
        + " erste Zinssenkung frühestens im Frühjahr, während {trend} die Unternehmen belastet.",
    ],
    slots: [
      "firma": ["Nordstern Logistik", "Rheinwerk Energie", "Hansa Maschinenbau", "Alpenbank"],
      "rivale": ["Brückner Chemie", "Isar Software", "Elbtal Foods"],
      "bewegung": ["bricht ein", "legt kräftig zu", "steigt", "fällt"],
      "ereignis": ["Gewinnwarnung", "überraschend starken Zahlen", "Chefwechsel", "Prognosesenkung"],
      "stellen": ["800", "1.500", "3.000"],
      "notenbank": ["EZB", "Schweizerische Nationalbank"],
      "trend": ["die schwache Nachfrage", "die hohen Energiepreise", "der Fachkräftemangel", "die Zollpolitik"],
      "dax": ["im Plus", "schließt schwächer", "auf Rekordhoch"],
      "termin": ["die US-Arbeitsmarktdaten", "die Zinsentscheidung", "die Berichtssaison"],
      "betrag": ["450 Mio. Euro", "1,2 Mrd. Euro", "2,8 Mrd. Euro"],
      "druck": ["die Nachfrage schwach bleibt", "die Kosten weiter steigen", "Aufträge ausbleiben"],
    ])

  static let germanGeneral = NewsWords(
    headlines: [
      "{politiker} kündigt {vorhaben} an",
      "Unwetter: {wetter} in {region} erwartet",
      "Bahnstreik: Was Pendler in {region} jetzt wissen müssen",
      "{stadt} beschließt {projekt}",
      "Tausende demonstrieren in {stadt} für {anliegen}",
    ],
    descriptions: [
      "Kritiker halten die Pläne für unzureichend, Befürworter sprechen von einem überfälligen Schritt.",
      "Die Behörden raten, vor Reiseantritt die aktuellen Hinweise zu prüfen.",
      "Die Entscheidung folgt auf eine monatelange Debatte über {thema}.",
    ],
    bodies: [
      "{politiker} stellte die Pläne am {wochentag} in Berlin vor und versprach {vorhaben} noch in diesem Jahr. Die"
        + " Opposition bemängelte fehlende Details, Kommunen warnen vor ungeklärten Kosten.",
      "Der Wetterdienst rechnet bis zum Wochenende mit {wetter} in {region}. Auf Straßen und Schienen ist mit"
        + " Behinderungen zu rechnen, die Feuerwehr bittet, unnötige Fahrten zu vermeiden.",
    ],
    slots: [
      "politiker": ["Die Kanzlerin", "Der Verkehrsminister", "Die Bürgermeisterin", "Der Gesundheitsminister"],
      "vorhaben": ["günstigere Bahntickets", "mehr Wohnungsbau", "eine Reform der Pflege", "schnellere Genehmigungen"],
      "wetter": ["Starkregen", "Sturmböen", "Glatteis", "Schnee"],
      "region": ["Bayern", "Norddeutschland", "Nordrhein-Westfalen", "Sachsen"],
      "stadt": ["Hamburg", "München", "Köln", "Leipzig"],
      "projekt": ["eine neue Straßenbahnlinie", "eine autofreie Innenstadt", "den Bau eines Stadions"],
      "anliegen": ["mehr Klimaschutz", "bezahlbare Mieten", "Frieden"],
      "thema": ["die Mietpreise", "den Ausbau der Bahn", "die Wartezeiten in Arztpraxen"],
    ])

  static let germanScience = NewsWords(
    headlines: [
      "Forscher entdecken {art} in {lebensraum}",
      "Astronomen beobachten {objekt}",
      "{mission} liefert erste Bilder von {ziel}",
      "Neue Studie: {phaenomen} schreitet schneller voran als gedacht",
      "{geraet} aus {stadt} {faehigkeit}",
    ],
    descriptions: [
      "Die Ergebnisse wurden in einer renommierten Fachzeitschrift veröffentlicht.",
      "Weitere Beobachtungen sind für das kommende Jahr geplant.",
      "Die Entdeckung könnte die Forschung grundlegend verändern.",
    ],
    bodies: [
      "Ein internationales Team unter deutscher Beteiligung hat {objekt} nachgewiesen. Die Forschenden sprechen von"
        + " einer seltenen Gelegenheit, die Entstehung solcher Systeme zu untersuchen.",
      "In {lebensraum} haben Biologen {art} beschrieben. Der Fund zeige, wie wenig über schwer zugängliche"
        + " Lebensräume bekannt sei, sagte die Leiterin der Expedition.",
    ],
    slots: [
      "art": ["eine neue Froschart", "einen leuchtenden Pilz", "eine Tiefsee-Krake"],
      "lebensraum": ["den Anden", "der Tiefsee", "Borneo", "der Wüste Gobi"],
      "objekt": ["einen wasserreichen Planeten", "ein Schwarzes Loch", "einen neugeborenen Stern"],
      "mission": ["Die Sonde Horizon", "Der Mondlander", "Der Orbiter Aurora"],
      "ziel": ["der Mondrückseite", "einem Kometen", "den Saturnringen"],
      "phaenomen": ["Die Gletscherschmelze", "Der Meeresspiegelanstieg", "Die Korallenbleiche"],
      "geraet": ["Ein Akku", "Ein Roboter", "Ein Mikroskop"],
      "stadt": ["Jena", "Aachen", "Karlsruhe"],
      "faehigkeit": ["lädt in 90 Sekunden", "schwimmt wie ein Aal", "sieht einzelne Moleküle"],
    ])

  static let germanTechnology = NewsWords(
    headlines: [
      "{firma} stellt {produkt} vor",
      "{firma} muss {betrag} Strafe zahlen",
      "Test: {geraet} ist {urteil}",
      "Störung bei {firma}: Millionen Nutzer können nicht {aktion}",
      "Was {trend} für Verbraucher bedeutet",
    ],
    descriptions: [
      "Das Update soll in den kommenden Wochen für alle Nutzer verfügbar sein.",
      "Die Datenschutzbehörde wirft dem Unternehmen Versäumnisse beim Schutz von Nutzerdaten vor.",
      "Erste Tests loben die Akkulaufzeit, kritisieren aber den Preis.",
    ],
    bodies: [
      "{firma} zeigte {produkt} am {wochentag} auf einer Veranstaltung in Berlin. Das Gerät soll günstiger sein als"
        + " sein Vorgänger und richtet sich vor allem an jüngere Käufer.",
      "Seit dem Vormittag meldeten Nutzer Probleme, als Dienste von {firma} in mehreren Regionen ausfielen. Das"
        + " Unternehmen machte eine fehlerhafte Konfigurationsänderung verantwortlich.",
    ],
    slots: [
      "firma": ["Lumen Labs", "Pixelwerk", "Datenhafen", "Helix Devices"],
      "produkt": ["ein faltbares Smartphone", "eine smarte Brille", "einen KI-Laptop"],
      "geraet": ["Das faltbare Smartphone", "Die smarte Brille", "Der KI-Laptop"],
      "betrag": ["90 Mio. Euro", "1,2 Mrd. Euro"],
      "urteil": ["überraschend gut", "zu teuer", "ein Rückschritt"],
      "aktion": ["Nachrichten senden", "sich anmelden", "bezahlen"],
      "trend": ["die neue EU-Verordnung", "das Ende der Passwörter", "der Boom der KI-Assistenten"],
    ])
}
