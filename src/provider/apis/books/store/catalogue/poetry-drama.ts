/**
 * Poetry and plays, in the line format catalogue.ts reads (see british-fiction.ts). For plays the year
 * is that of first publication or, where the play reached the stage first, its first staging.
 */
export const POETRY_AND_DRAMA = `
William Shakespeare|Drama,Classics,Tragedy|One of Shakespeare's plays, first printed in a quarto or in the First Folio of 1623.|Romeo and Juliet@1597~Richard III@1597~A Midsummer Night's Dream@1600~The Merchant of Venice@1600~Much Ado About Nothing@1600~Henry V@1600~Hamlet@1603~King Lear@1608~Othello@1622~Macbeth@1623~The Tempest@1623~Twelfth Night@1623~As You Like It@1623~Julius Caesar@1623~Antony and Cleopatra@1623~The Winter's Tale@1623
William Shakespeare|Poetry,Classics,Sonnets|Shakespeare's poems, on love, time and beauty.|Venus and Adonis@1593~The Rape of Lucrece@1594~Shakespeare's Sonnets@1609
Christopher Marlowe|Drama,Tragedy,Classics|Marlowe's overreaching heroes want power, knowledge or wealth beyond any measure.|Tamburlaine the Great@1590~Edward II@1594~Doctor Faustus@1604~The Jew of Malta@1633
Ben Jonson|Drama,Comedy,Classics|Jonson's comedies expose the schemers and dupes of Jacobean London.|Every Man in His Humour@1601~Volpone@1607~The Alchemist@1612
John Webster|Drama,Tragedy|Webster's dark revenge tragedies are set in corrupt Italian courts.|The White Devil@1612~The Duchess of Malfi@1623
Thomas Kyd|Drama,Tragedy|A father's pursuit of revenge for his murdered son, a model for the revenge plays that followed.|The Spanish Tragedy@1592
John Milton|Poetry,Epic poetry,Classics|Milton's epic and dramatic poems retell the fall and redemption of humanity in sonorous blank verse.|Paradise Lost@1667~Paradise Regained@1671~Samson Agonistes@1671
John Milton|Essays,Politics|Milton's argument to Parliament for printing without licensing.|Areopagitica@1644
Geoffrey Chaucer|Poetry,Classics,Medieval literature|Pilgrims on the road to Canterbury tell each other tales bawdy, pious and comic.|The Canterbury Tales@1476
Edmund Spenser|Poetry,Epic poetry,Allegory|Spenser's allegorical poetry, courtly and pastoral, in the stanza he invented.|The Shepheardes Calender@1579~The Faerie Queene@1590
Alexander Pope|Poetry,Satire,Classics|Pope's heroic couplets deliver satire and philosophy with epigrammatic polish.|An Essay on Criticism@1711~The Rape of the Lock@1712~The Dunciad@1728~An Essay on Man@1734
William Blake|Poetry,Romanticism|Blake's illuminated poems set innocence against experience and reason against imagination.|Songs of Innocence@1789~The Marriage of Heaven and Hell@1790~Songs of Experience@1794
Robert Burns|Poetry,Scottish literature|Burns's songs and poems in Scots of country life, love and drink.|Poems, Chiefly in the Scottish Dialect@1786
William Wordsworth;Samuel Taylor Coleridge|Poetry,Romanticism|The joint collection that set out to write poetry in the language of ordinary people.|Lyrical Ballads@1798
William Wordsworth|Poetry,Romanticism|Wordsworth's poetry finds the growth of a mind in memory and the landscape of the Lakes.|Poems, in Two Volumes@1807~The Excursion@1814~The Prelude@1850
Samuel Taylor Coleridge|Poetry,Romanticism|Coleridge's visionary poems and his account of his own literary life.|Christabel@1816~Biographia Literaria@1817
Lord Byron|Poetry,Romanticism|Byron's restless heroes and comic epic roam Europe in dashing, ironic verse.|Childe Harold's Pilgrimage@1812~The Giaour@1813~Manfred@1817~Beppo@1818~Don Juan@1819
Percy Bysshe Shelley|Poetry,Romanticism|Shelley's lyric and visionary poems call for freedom and mourn lost genius.|Queen Mab@1813~Alastor@1816~The Revolt of Islam@1818~The Cenci@1819~Prometheus Unbound@1820~Adonais@1821~A Defence of Poetry@1840
John Keats|Poetry,Romanticism|Keats's odes and romances dwell on beauty, sensation and mortality.|Poems@1817~Endymion@1818~Lamia, Isabella, The Eve of St. Agnes, and Other Poems@1820
Alfred Tennyson|Poetry,Victorian literature|Tennyson's musical verse ranges from grief for a friend to the Arthurian court.|The Princess@1847~In Memoriam A.H.H.@1850~Maud@1855~Idylls of the King@1859~Enoch Arden@1864
Robert Browning|Poetry,Victorian literature|Browning's dramatic monologues let murderers, painters and bishops speak for themselves.|Paracelsus@1835~Sordello@1840~Men and Women@1855~Dramatis Personae@1864~The Ring and the Book@1868
Elizabeth Barrett Browning|Poetry,Victorian literature|Barrett Browning's poetry speaks of love, vocation and Italian freedom.|Sonnets from the Portuguese@1850~Casa Guidi Windows@1851~Aurora Leigh@1856
Christina Rossetti|Poetry,Victorian literature|Rossetti's lyrics and fables are musical, devout and unexpectedly strange.|Goblin Market and Other Poems@1862~The Prince's Progress and Other Poems@1866~Sing-Song@1872
Dante Gabriel Rossetti|Poetry,Victorian literature|The sensuous, pictorial verse of the Pre-Raphaelite painter-poet.|Poems@1870~Ballads and Sonnets@1881
Matthew Arnold|Poetry,Victorian literature|Arnold's melancholy verse listens to the ebbing sea of faith.|Empedocles on Etna@1852~New Poems@1867
Gerard Manley Hopkins|Poetry,Religion|Hopkins's sprung rhythm praises the dappled particularity of the world; his poems appeared long after his death.|Poems@1918
A. E. Housman|Poetry|Housman's spare lyrics of Shropshire lads, love and early death.|A Shropshire Lad@1896~Last Poems@1922
Thomas Hardy|Poetry|Hardy's first book of poems, many written decades before.|Wessex Poems@1898
Oscar Wilde|Poetry|Wilde's ballad written after his release from prison.|The Ballad of Reading Gaol@1898
Robert Louis Stevenson|Poetry,Children's poetry|Verses remembering a childhood of make-believe, bedtimes and rainy days.|A Child's Garden of Verses@1885
W. B. Yeats|Poetry,Irish literature|Yeats's poetry moves from Celtic myth to the politics and violence of modern Ireland.|The Wanderings of Oisin@1889~The Celtic Twilight@1893~The Wind Among the Reeds@1899~The Green Helmet@1910~Responsibilities@1914~The Wild Swans at Coole@1917~Michael Robartes and the Dancer@1921~The Tower@1928
Walt Whitman|Poetry,American literature|Whitman's long free-verse lines celebrate the self, democracy and the body.|Leaves of Grass@1855~Drum-Taps@1865
Emily Dickinson|Poetry,American literature|Dickinson's short, slant-rhymed poems, published by friends after her death.|Poems@1890~Poems: Second Series@1891~Poems: Third Series@1896
Henry Wadsworth Longfellow|Poetry,American literature|Longfellow's narrative poems gave America its own legends in verse.|Voices of the Night@1839~Evangeline@1847~The Song of Hiawatha@1855~The Courtship of Miles Standish@1858~Tales of a Wayside Inn@1863
Edgar Allan Poe|Poetry,American literature|Poe's musical, haunted poems.|The Raven and Other Poems@1845
John Greenleaf Whittier|Poetry,American literature|A New England family snowed in remembers its past by the fire.|Snow-Bound@1866
Paul Laurence Dunbar|Poetry,African American literature|Dunbar's poems in both standard English and dialect.|Majors and Minors@1895~Lyrics of Lowly Life@1896
Stephen Crane|Poetry,American literature|Short, stark poems that argue with God and the universe.|The Black Riders and Other Lines@1895
Rabindranath Tagore|Poetry,Indian literature|Tagore's own English versions of his devotional and lyric poems.|Gitanjali@1912~The Gardener@1913~The Crescent Moon@1913
Kahlil Gibran|Poetry,Philosophy|Gibran's prose poems of parables and wisdom.|The Madman@1918~The Prophet@1923
Wilfred Owen|Poetry,War|Owen's poems of the trenches, published after he was killed in the last week of the war.|Poems@1920
Rupert Brooke|Poetry,War|Brooke's sonnets from the first months of the First World War.|1914 and Other Poems@1915
Edward Thomas|Poetry,Nature|Thomas's quiet poems of English country lanes, written in the last years before his death in the war.|Poems@1917
Charles Baudelaire|Poetry,French literature|Baudelaire finds beauty and spleen in the modern city.|The Flowers of Evil@1857~Paris Spleen@1869
Arthur Rimbaud|Poetry,French literature|The visionary prose poems of a poet who gave up writing at twenty.|A Season in Hell@1873~Illuminations@1886
Paul Verlaine|Poetry,French literature|Verlaine's musical, melancholy verse.|Saturnine Poems@1866~Songs Without Words@1874
Heinrich Heine|Poetry,German literature|Heine's songs of love, irony and loss.|Book of Songs@1827
Rainer Maria Rilke|Poetry,German literature|Rilke's poems attend to things, angels and the task of being human.|The Book of Hours@1905~New Poems@1907~Duino Elegies@1923~Sonnets to Orpheus@1923
Rainer Maria Rilke|Fiction,German literature|A young Danish poet's Paris notebooks of fear, memory and seeing.|The Notebooks of Malte Laurids Brigge@1910
Alexander Pushkin|Poetry,Russian literature|A novel in verse about a bored dandy, a duel and a letter rejected.|Eugene Onegin@1833
Johann Wolfgang von Goethe|Drama,German literature,Classics|Goethe's drama of the scholar who wagers his soul.|Faust, Part One@1808~Faust, Part Two@1832
Friedrich Schiller|Drama,German literature|Schiller's plays of freedom and rebellion against tyranny.|The Robbers@1781~Don Carlos@1787~Mary Stuart@1800~William Tell@1804
Molière|Drama,Comedy,French literature|Molière's comedies mock hypocrites, misers, hypochondriacs and social climbers.|The School for Wives@1662~Tartuffe@1664~Don Juan@1665~The Misanthrope@1666~The Miser@1668~The Would-Be Gentleman@1670~The Imaginary Invalid@1673
Jean Racine|Drama,Tragedy,French literature|Racine's tragedies concentrate passion into a single day and a single room.|Andromache@1667~Britannicus@1669~Berenice@1670~Phaedra@1677
Pierre Corneille|Drama,Tragedy,French literature|Corneille's heroes are torn between love and honour.|Le Cid@1637~Horace@1640~Cinna@1641
Henrik Ibsen|Drama,Norwegian literature|Ibsen's plays expose the lies that hold respectable homes and towns together.|Brand@1866~Peer Gynt@1867~A Doll's House@1879~Ghosts@1881~An Enemy of the People@1882~The Wild Duck@1884~Rosmersholm@1886~Hedda Gabler@1890~The Master Builder@1892
August Strindberg|Drama,Swedish literature|Strindberg's plays stage the war between the sexes and the logic of dreams.|The Father@1887~Miss Julie@1888~A Dream Play@1902
Anton Chekhov|Drama,Russian literature|Chekhov's plays catch families and estates in slow decline, with comedy and sorrow mixed.|Ivanov@1887~The Seagull@1896~Three Sisters@1901~The Cherry Orchard@1904
Nikolai Gogol|Drama,Comedy,Russian literature|A provincial town mistakes a penniless clerk for a government inspector.|The Government Inspector@1836
Alexander Pushkin|Drama,Russian literature|Pushkin's historical tragedy of a tsar haunted by a murdered heir.|Boris Godunov@1831
Oscar Wilde|Drama,Comedy|Wilde's society comedies sparkle with epigrams and hidden pasts.|Lady Windermere's Fan@1892~A Woman of No Importance@1893~An Ideal Husband@1895~The Importance of Being Earnest@1895
George Bernard Shaw|Drama,Comedy|Shaw's comedies of ideas turn arguments about class, money and war into lively theatre.|Arms and the Man@1894~Man and Superman@1903~Major Barbara@1905~Pygmalion@1913~Heartbreak House@1919~Saint Joan@1923
J. M. Synge|Drama,Irish literature|Synge's plays of the west of Ireland, in a speech rich with the rhythms of Irish.|The Shadow of the Glen@1903~Riders to the Sea@1904~The Playboy of the Western World@1907
Richard Brinsley Sheridan|Drama,Comedy|Sheridan's comedies of manners, gossip and mistaken identities.|The Rivals@1775~The School for Scandal@1777
Oliver Goldsmith|Drama,Comedy|A young man mistakes his future father-in-law's house for an inn.|She Stoops to Conquer@1773
Karel Čapek|Drama,Science fiction|The play that introduced the word robot.|R.U.R.@1920
Luigi Pirandello|Drama,Italian literature|Pirandello's plays question where a character ends and a person begins.|Six Characters in Search of an Author@1921~Henry IV@1922
`;
