<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="showdown" tilewidth="32" tileheight="32" tilecount="221" columns="16">
 <image source="showdown.png" width="512" height="448"/>
 <tile id="0" type="ground">
  <properties>
   <property name="key" value="dust0"/>
  </properties>
 </tile>
 <tile id="1" type="ground">
  <properties>
   <property name="key" value="dust1"/>
  </properties>
 </tile>
 <tile id="2" type="ground">
  <properties>
   <property name="key" value="dust2"/>
  </properties>
 </tile>
 <tile id="3" type="ground">
  <properties>
   <property name="key" value="dust3"/>
  </properties>
 </tile>
 <tile id="4" type="ground">
  <properties>
   <property name="key" value="porch0"/>
  </properties>
 </tile>
 <tile id="5" type="ground">
  <properties>
   <property name="key" value="walk0"/>
  </properties>
 </tile>
 <tile id="6" type="ground">
  <properties>
   <property name="key" value="porch1"/>
  </properties>
 </tile>
 <tile id="7" type="ground">
  <properties>
   <property name="key" value="walk1"/>
  </properties>
 </tile>
 <tile id="8" type="ground">
  <properties>
   <property name="key" value="roof1"/>
  </properties>
 </tile>
 <tile id="9" type="ground">
  <properties>
   <property name="key" value="roofN1"/>
  </properties>
 </tile>
 <tile id="10" type="ground">
  <properties>
   <property name="key" value="ridge1"/>
  </properties>
 </tile>
 <tile id="11" type="ground">
  <properties>
   <property name="key" value="eave1"/>
  </properties>
 </tile>
 <tile id="12" type="ground">
  <properties>
   <property name="key" value="roof2"/>
  </properties>
 </tile>
 <tile id="13" type="ground">
  <properties>
   <property name="key" value="roofN2"/>
  </properties>
 </tile>
 <tile id="14" type="ground">
  <properties>
   <property name="key" value="ridge2"/>
  </properties>
 </tile>
 <tile id="15" type="ground">
  <properties>
   <property name="key" value="eave2"/>
  </properties>
 </tile>
 <tile id="16" type="ground">
  <properties>
   <property name="key" value="roof3"/>
  </properties>
 </tile>
 <tile id="17" type="ground">
  <properties>
   <property name="key" value="roofN3"/>
  </properties>
 </tile>
 <tile id="18" type="ground">
  <properties>
   <property name="key" value="ridge3"/>
  </properties>
 </tile>
 <tile id="19" type="ground">
  <properties>
   <property name="key" value="eave3"/>
  </properties>
 </tile>
 <tile id="20" type="ground">
  <properties>
   <property name="key" value="ledgeNW"/>
  </properties>
 </tile>
 <tile id="21" type="ground">
  <properties>
   <property name="key" value="ledgeN"/>
  </properties>
 </tile>
 <tile id="22" type="ground">
  <properties>
   <property name="key" value="ledgeNE"/>
  </properties>
 </tile>
 <tile id="23" type="ground">
  <properties>
   <property name="key" value="ledgeSW"/>
  </properties>
 </tile>
 <tile id="24" type="ground">
  <properties>
   <property name="key" value="ledgeS"/>
  </properties>
 </tile>
 <tile id="25" type="ground">
  <properties>
   <property name="key" value="ledgeSE"/>
  </properties>
 </tile>
 <tile id="26" type="ground">
  <properties>
   <property name="key" value="porch_edge"/>
  </properties>
 </tile>
 <tile id="27" type="ground">
  <properties>
   <property name="key" value="walk_edge"/>
  </properties>
 </tile>
 <tile id="28" type="object">
  <properties>
   <property name="key" value="sign1@0,0"/>
  </properties>
 </tile>
 <tile id="29" type="object">
  <properties>
   <property name="key" value="sign1@1,0"/>
  </properties>
 </tile>
 <tile id="30" type="object">
  <properties>
   <property name="key" value="sign1@2,0"/>
  </properties>
 </tile>
 <tile id="31" type="object">
  <properties>
   <property name="key" value="sign1@3,0"/>
  </properties>
 </tile>
 <tile id="32" type="object">
  <properties>
   <property name="key" value="sign1@4,0"/>
  </properties>
 </tile>
 <tile id="33" type="object">
  <properties>
   <property name="key" value="sign1@5,0"/>
  </properties>
 </tile>
 <tile id="34" type="object">
  <properties>
   <property name="key" value="sign1@6,0"/>
  </properties>
 </tile>
 <tile id="35" type="object">
  <properties>
   <property name="key" value="sign1@7,0"/>
  </properties>
 </tile>
 <tile id="36" type="object">
  <properties>
   <property name="key" value="sign1@0,1"/>
  </properties>
 </tile>
 <tile id="37" type="object">
  <properties>
   <property name="key" value="sign1@1,1"/>
  </properties>
 </tile>
 <tile id="38" type="object">
  <properties>
   <property name="key" value="sign1@2,1"/>
  </properties>
 </tile>
 <tile id="39" type="object">
  <properties>
   <property name="key" value="sign1@3,1"/>
  </properties>
 </tile>
 <tile id="40" type="object">
  <properties>
   <property name="key" value="sign1@4,1"/>
  </properties>
 </tile>
 <tile id="41" type="object">
  <properties>
   <property name="key" value="sign1@5,1"/>
  </properties>
 </tile>
 <tile id="42" type="object">
  <properties>
   <property name="key" value="sign1@6,1"/>
  </properties>
 </tile>
 <tile id="43" type="object">
  <properties>
   <property name="key" value="sign1@7,1"/>
  </properties>
 </tile>
 <tile id="44" type="object">
  <properties>
   <property name="key" value="chair1@0,0"/>
  </properties>
 </tile>
 <tile id="45" type="object">
  <properties>
   <property name="key" value="sign2@0,0"/>
  </properties>
 </tile>
 <tile id="46" type="object">
  <properties>
   <property name="key" value="sign2@1,0"/>
  </properties>
 </tile>
 <tile id="47" type="object">
  <properties>
   <property name="key" value="sign2@2,0"/>
  </properties>
 </tile>
 <tile id="48" type="object">
  <properties>
   <property name="key" value="sign2@3,0"/>
  </properties>
 </tile>
 <tile id="49" type="object">
  <properties>
   <property name="key" value="sign2@4,0"/>
  </properties>
 </tile>
 <tile id="50" type="object">
  <properties>
   <property name="key" value="sign2@5,0"/>
  </properties>
 </tile>
 <tile id="51" type="object">
  <properties>
   <property name="key" value="sign2@6,0"/>
  </properties>
 </tile>
 <tile id="52" type="object">
  <properties>
   <property name="key" value="sign2@7,0"/>
  </properties>
 </tile>
 <tile id="53" type="object">
  <properties>
   <property name="key" value="sign2@0,1"/>
  </properties>
 </tile>
 <tile id="54" type="object">
  <properties>
   <property name="key" value="sign2@1,1"/>
  </properties>
 </tile>
 <tile id="55" type="object">
  <properties>
   <property name="key" value="sign2@2,1"/>
  </properties>
 </tile>
 <tile id="56" type="object">
  <properties>
   <property name="key" value="sign2@3,1"/>
  </properties>
 </tile>
 <tile id="57" type="object">
  <properties>
   <property name="key" value="sign2@4,1"/>
  </properties>
 </tile>
 <tile id="58" type="object">
  <properties>
   <property name="key" value="sign2@5,1"/>
  </properties>
 </tile>
 <tile id="59" type="object">
  <properties>
   <property name="key" value="sign2@6,1"/>
  </properties>
 </tile>
 <tile id="60" type="object">
  <properties>
   <property name="key" value="sign2@7,1"/>
  </properties>
 </tile>
 <tile id="61" type="object">
  <properties>
   <property name="key" value="chair2@0,0"/>
  </properties>
 </tile>
 <tile id="62" type="object">
  <properties>
   <property name="key" value="sign3@0,0"/>
  </properties>
 </tile>
 <tile id="63" type="object">
  <properties>
   <property name="key" value="sign3@1,0"/>
  </properties>
 </tile>
 <tile id="64" type="object">
  <properties>
   <property name="key" value="sign3@2,0"/>
  </properties>
 </tile>
 <tile id="65" type="object">
  <properties>
   <property name="key" value="sign3@3,0"/>
  </properties>
 </tile>
 <tile id="66" type="object">
  <properties>
   <property name="key" value="sign3@4,0"/>
  </properties>
 </tile>
 <tile id="67" type="object">
  <properties>
   <property name="key" value="sign3@5,0"/>
  </properties>
 </tile>
 <tile id="68" type="object">
  <properties>
   <property name="key" value="sign3@6,0"/>
  </properties>
 </tile>
 <tile id="69" type="object">
  <properties>
   <property name="key" value="sign3@7,0"/>
  </properties>
 </tile>
 <tile id="70" type="object">
  <properties>
   <property name="key" value="sign3@0,1"/>
  </properties>
 </tile>
 <tile id="71" type="object">
  <properties>
   <property name="key" value="sign3@1,1"/>
  </properties>
 </tile>
 <tile id="72" type="object">
  <properties>
   <property name="key" value="sign3@2,1"/>
  </properties>
 </tile>
 <tile id="73" type="object">
  <properties>
   <property name="key" value="sign3@3,1"/>
  </properties>
 </tile>
 <tile id="74" type="object">
  <properties>
   <property name="key" value="sign3@4,1"/>
  </properties>
 </tile>
 <tile id="75" type="object">
  <properties>
   <property name="key" value="sign3@5,1"/>
  </properties>
 </tile>
 <tile id="76" type="object">
  <properties>
   <property name="key" value="sign3@6,1"/>
  </properties>
 </tile>
 <tile id="77" type="object">
  <properties>
   <property name="key" value="sign3@7,1"/>
  </properties>
 </tile>
 <tile id="78" type="object">
  <properties>
   <property name="key" value="chair3@0,0"/>
  </properties>
 </tile>
 <tile id="79" type="object">
  <properties>
   <property name="key" value="post@0,0"/>
  </properties>
 </tile>
 <tile id="80" type="object">
  <properties>
   <property name="key" value="table@0,0"/>
  </properties>
 </tile>
 <tile id="81" type="object">
  <properties>
   <property name="key" value="table@1,0"/>
  </properties>
 </tile>
 <tile id="82" type="object">
  <properties>
   <property name="key" value="table@2,0"/>
  </properties>
 </tile>
 <tile id="83" type="object">
  <properties>
   <property name="key" value="table@3,0"/>
  </properties>
 </tile>
 <tile id="84" type="object">
  <properties>
   <property name="key" value="table@4,0"/>
  </properties>
 </tile>
 <tile id="85" type="object">
  <properties>
   <property name="key" value="table@5,0"/>
  </properties>
 </tile>
 <tile id="86" type="object">
  <properties>
   <property name="key" value="table@6,0"/>
  </properties>
 </tile>
 <tile id="87" type="object">
  <properties>
   <property name="key" value="table@7,0"/>
  </properties>
 </tile>
 <tile id="88" type="object">
  <properties>
   <property name="key" value="table@8,0"/>
  </properties>
 </tile>
 <tile id="89" type="object">
  <properties>
   <property name="key" value="table@9,0"/>
  </properties>
 </tile>
 <tile id="90" type="object">
  <properties>
   <property name="key" value="table@0,1"/>
  </properties>
 </tile>
 <tile id="91" type="object">
  <properties>
   <property name="key" value="table@1,1"/>
  </properties>
 </tile>
 <tile id="92" type="object">
  <properties>
   <property name="key" value="table@2,1"/>
  </properties>
 </tile>
 <tile id="93" type="object">
  <properties>
   <property name="key" value="table@3,1"/>
  </properties>
 </tile>
 <tile id="94" type="object">
  <properties>
   <property name="key" value="table@4,1"/>
  </properties>
 </tile>
 <tile id="95" type="object">
  <properties>
   <property name="key" value="table@5,1"/>
  </properties>
 </tile>
 <tile id="96" type="object">
  <properties>
   <property name="key" value="table@6,1"/>
  </properties>
 </tile>
 <tile id="97" type="object">
  <properties>
   <property name="key" value="table@7,1"/>
  </properties>
 </tile>
 <tile id="98" type="object">
  <properties>
   <property name="key" value="table@8,1"/>
  </properties>
 </tile>
 <tile id="99" type="object">
  <properties>
   <property name="key" value="table@9,1"/>
  </properties>
 </tile>
 <tile id="100" type="object">
  <properties>
   <property name="key" value="table@0,2"/>
  </properties>
 </tile>
 <tile id="101" type="object">
  <properties>
   <property name="key" value="table@1,2"/>
  </properties>
 </tile>
 <tile id="102" type="object">
  <properties>
   <property name="key" value="table@2,2"/>
  </properties>
 </tile>
 <tile id="103" type="object">
  <properties>
   <property name="key" value="table@3,2"/>
  </properties>
 </tile>
 <tile id="104" type="object">
  <properties>
   <property name="key" value="table@4,2"/>
  </properties>
 </tile>
 <tile id="105" type="object">
  <properties>
   <property name="key" value="table@5,2"/>
  </properties>
 </tile>
 <tile id="106" type="object">
  <properties>
   <property name="key" value="table@6,2"/>
  </properties>
 </tile>
 <tile id="107" type="object">
  <properties>
   <property name="key" value="table@7,2"/>
  </properties>
 </tile>
 <tile id="108" type="object">
  <properties>
   <property name="key" value="table@8,2"/>
  </properties>
 </tile>
 <tile id="109" type="object">
  <properties>
   <property name="key" value="table@9,2"/>
  </properties>
 </tile>
 <tile id="110" type="object">
  <properties>
   <property name="key" value="table@0,3"/>
  </properties>
 </tile>
 <tile id="111" type="object">
  <properties>
   <property name="key" value="table@1,3"/>
  </properties>
 </tile>
 <tile id="112" type="object">
  <properties>
   <property name="key" value="table@2,3"/>
  </properties>
 </tile>
 <tile id="113" type="object">
  <properties>
   <property name="key" value="table@3,3"/>
  </properties>
 </tile>
 <tile id="114" type="object">
  <properties>
   <property name="key" value="table@4,3"/>
  </properties>
 </tile>
 <tile id="115" type="object">
  <properties>
   <property name="key" value="table@5,3"/>
  </properties>
 </tile>
 <tile id="116" type="object">
  <properties>
   <property name="key" value="table@6,3"/>
  </properties>
 </tile>
 <tile id="117" type="object">
  <properties>
   <property name="key" value="table@7,3"/>
  </properties>
 </tile>
 <tile id="118" type="object">
  <properties>
   <property name="key" value="table@8,3"/>
  </properties>
 </tile>
 <tile id="119" type="object">
  <properties>
   <property name="key" value="table@9,3"/>
  </properties>
 </tile>
 <tile id="120" type="object">
  <properties>
   <property name="key" value="table@0,4"/>
  </properties>
 </tile>
 <tile id="121" type="object">
  <properties>
   <property name="key" value="table@1,4"/>
  </properties>
 </tile>
 <tile id="122" type="object">
  <properties>
   <property name="key" value="table@2,4"/>
  </properties>
 </tile>
 <tile id="123" type="object">
  <properties>
   <property name="key" value="table@3,4"/>
  </properties>
 </tile>
 <tile id="124" type="object">
  <properties>
   <property name="key" value="table@4,4"/>
  </properties>
 </tile>
 <tile id="125" type="object">
  <properties>
   <property name="key" value="table@5,4"/>
  </properties>
 </tile>
 <tile id="126" type="object">
  <properties>
   <property name="key" value="table@6,4"/>
  </properties>
 </tile>
 <tile id="127" type="object">
  <properties>
   <property name="key" value="table@7,4"/>
  </properties>
 </tile>
 <tile id="128" type="object">
  <properties>
   <property name="key" value="table@8,4"/>
  </properties>
 </tile>
 <tile id="129" type="object">
  <properties>
   <property name="key" value="table@9,4"/>
  </properties>
 </tile>
 <tile id="130" type="object">
  <properties>
   <property name="key" value="deck_crate@0,0"/>
  </properties>
 </tile>
 <tile id="131" type="object">
  <properties>
   <property name="key" value="deck_crate@1,0"/>
  </properties>
 </tile>
 <tile id="132" type="object">
  <properties>
   <property name="key" value="deck_crate@2,0"/>
  </properties>
 </tile>
 <tile id="133" type="object">
  <properties>
   <property name="key" value="deck_crate@0,1"/>
  </properties>
 </tile>
 <tile id="134" type="object">
  <properties>
   <property name="key" value="deck_crate@1,1"/>
  </properties>
 </tile>
 <tile id="135" type="object">
  <properties>
   <property name="key" value="deck_crate@2,1"/>
  </properties>
 </tile>
 <tile id="136" type="object">
  <properties>
   <property name="key" value="deck_crate@0,2"/>
  </properties>
 </tile>
 <tile id="137" type="object">
  <properties>
   <property name="key" value="deck_crate@1,2"/>
  </properties>
 </tile>
 <tile id="138" type="object">
  <properties>
   <property name="key" value="deck_crate@2,2"/>
  </properties>
 </tile>
 <tile id="139" type="object">
  <properties>
   <property name="key" value="discard_crate@0,0"/>
  </properties>
 </tile>
 <tile id="140" type="object">
  <properties>
   <property name="key" value="discard_crate@1,0"/>
  </properties>
 </tile>
 <tile id="141" type="object">
  <properties>
   <property name="key" value="discard_crate@2,0"/>
  </properties>
 </tile>
 <tile id="142" type="object">
  <properties>
   <property name="key" value="discard_crate@0,1"/>
  </properties>
 </tile>
 <tile id="143" type="object">
  <properties>
   <property name="key" value="discard_crate@1,1"/>
  </properties>
 </tile>
 <tile id="144" type="object">
  <properties>
   <property name="key" value="discard_crate@2,1"/>
  </properties>
 </tile>
 <tile id="145" type="object">
  <properties>
   <property name="key" value="discard_crate@0,2"/>
  </properties>
 </tile>
 <tile id="146" type="object">
  <properties>
   <property name="key" value="discard_crate@1,2"/>
  </properties>
 </tile>
 <tile id="147" type="object">
  <properties>
   <property name="key" value="discard_crate@2,2"/>
  </properties>
 </tile>
 <tile id="148" type="object">
  <properties>
   <property name="key" value="dice_tray@0,0"/>
  </properties>
 </tile>
 <tile id="149" type="object">
  <properties>
   <property name="key" value="dice_tray@1,0"/>
  </properties>
 </tile>
 <tile id="150" type="object">
  <properties>
   <property name="key" value="dice_tray@2,0"/>
  </properties>
 </tile>
 <tile id="151" type="object">
  <properties>
   <property name="key" value="dice_tray@3,0"/>
  </properties>
 </tile>
 <tile id="152" type="object">
  <properties>
   <property name="key" value="dice_tray@4,0"/>
  </properties>
 </tile>
 <tile id="153" type="object">
  <properties>
   <property name="key" value="dice_tray@5,0"/>
  </properties>
 </tile>
 <tile id="154" type="object">
  <properties>
   <property name="key" value="dice_tray@6,0"/>
  </properties>
 </tile>
 <tile id="155" type="object">
  <properties>
   <property name="key" value="dice_tray@0,1"/>
  </properties>
 </tile>
 <tile id="156" type="object">
  <properties>
   <property name="key" value="dice_tray@1,1"/>
  </properties>
 </tile>
 <tile id="157" type="object">
  <properties>
   <property name="key" value="dice_tray@2,1"/>
  </properties>
 </tile>
 <tile id="158" type="object">
  <properties>
   <property name="key" value="dice_tray@3,1"/>
  </properties>
 </tile>
 <tile id="159" type="object">
  <properties>
   <property name="key" value="dice_tray@4,1"/>
  </properties>
 </tile>
 <tile id="160" type="object">
  <properties>
   <property name="key" value="dice_tray@5,1"/>
  </properties>
 </tile>
 <tile id="161" type="object">
  <properties>
   <property name="key" value="dice_tray@6,1"/>
  </properties>
 </tile>
 <tile id="162" type="object">
  <properties>
   <property name="key" value="dice_tray@0,2"/>
  </properties>
 </tile>
 <tile id="163" type="object">
  <properties>
   <property name="key" value="dice_tray@1,2"/>
  </properties>
 </tile>
 <tile id="164" type="object">
  <properties>
   <property name="key" value="dice_tray@2,2"/>
  </properties>
 </tile>
 <tile id="165" type="object">
  <properties>
   <property name="key" value="dice_tray@3,2"/>
  </properties>
 </tile>
 <tile id="166" type="object">
  <properties>
   <property name="key" value="dice_tray@4,2"/>
  </properties>
 </tile>
 <tile id="167" type="object">
  <properties>
   <property name="key" value="dice_tray@5,2"/>
  </properties>
 </tile>
 <tile id="168" type="object">
  <properties>
   <property name="key" value="dice_tray@6,2"/>
  </properties>
 </tile>
 <tile id="169" type="object">
  <properties>
   <property name="key" value="pnum1@0,0"/>
  </properties>
 </tile>
 <tile id="170" type="object">
  <properties>
   <property name="key" value="pnum1@1,0"/>
  </properties>
 </tile>
 <tile id="171" type="object">
  <properties>
   <property name="key" value="pnum1@0,1"/>
  </properties>
 </tile>
 <tile id="172" type="object">
  <properties>
   <property name="key" value="pnum1@1,1"/>
  </properties>
 </tile>
 <tile id="173" type="object">
  <properties>
   <property name="key" value="pnum2@0,0"/>
  </properties>
 </tile>
 <tile id="174" type="object">
  <properties>
   <property name="key" value="pnum2@1,0"/>
  </properties>
 </tile>
 <tile id="175" type="object">
  <properties>
   <property name="key" value="pnum2@0,1"/>
  </properties>
 </tile>
 <tile id="176" type="object">
  <properties>
   <property name="key" value="pnum2@1,1"/>
  </properties>
 </tile>
 <tile id="177" type="object">
  <properties>
   <property name="key" value="pnum3@0,0"/>
  </properties>
 </tile>
 <tile id="178" type="object">
  <properties>
   <property name="key" value="pnum3@1,0"/>
  </properties>
 </tile>
 <tile id="179" type="object">
  <properties>
   <property name="key" value="pnum3@0,1"/>
  </properties>
 </tile>
 <tile id="180" type="object">
  <properties>
   <property name="key" value="pnum3@1,1"/>
  </properties>
 </tile>
 <tile id="181" type="object">
  <properties>
   <property name="key" value="pnum4@0,0"/>
  </properties>
 </tile>
 <tile id="182" type="object">
  <properties>
   <property name="key" value="pnum4@1,0"/>
  </properties>
 </tile>
 <tile id="183" type="object">
  <properties>
   <property name="key" value="pnum4@0,1"/>
  </properties>
 </tile>
 <tile id="184" type="object">
  <properties>
   <property name="key" value="pnum4@1,1"/>
  </properties>
 </tile>
 <tile id="185" type="object">
  <properties>
   <property name="key" value="pnum5@0,0"/>
  </properties>
 </tile>
 <tile id="186" type="object">
  <properties>
   <property name="key" value="pnum5@1,0"/>
  </properties>
 </tile>
 <tile id="187" type="object">
  <properties>
   <property name="key" value="pnum5@0,1"/>
  </properties>
 </tile>
 <tile id="188" type="object">
  <properties>
   <property name="key" value="pnum5@1,1"/>
  </properties>
 </tile>
 <tile id="189" type="object">
  <properties>
   <property name="key" value="pnum6@0,0"/>
  </properties>
 </tile>
 <tile id="190" type="object">
  <properties>
   <property name="key" value="pnum6@1,0"/>
  </properties>
 </tile>
 <tile id="191" type="object">
  <properties>
   <property name="key" value="pnum6@0,1"/>
  </properties>
 </tile>
 <tile id="192" type="object">
  <properties>
   <property name="key" value="pnum6@1,1"/>
  </properties>
 </tile>
 <tile id="193" type="object">
  <properties>
   <property name="key" value="pnum7@0,0"/>
  </properties>
 </tile>
 <tile id="194" type="object">
  <properties>
   <property name="key" value="pnum7@1,0"/>
  </properties>
 </tile>
 <tile id="195" type="object">
  <properties>
   <property name="key" value="pnum7@0,1"/>
  </properties>
 </tile>
 <tile id="196" type="object">
  <properties>
   <property name="key" value="pnum7@1,1"/>
  </properties>
 </tile>
 <tile id="197" type="object">
  <properties>
   <property name="key" value="pnum8@0,0"/>
  </properties>
 </tile>
 <tile id="198" type="object">
  <properties>
   <property name="key" value="pnum8@1,0"/>
  </properties>
 </tile>
 <tile id="199" type="object">
  <properties>
   <property name="key" value="pnum8@0,1"/>
  </properties>
 </tile>
 <tile id="200" type="object">
  <properties>
   <property name="key" value="pnum8@1,1"/>
  </properties>
 </tile>
 <tile id="201" type="object">
  <properties>
   <property name="key" value="pnum9@0,0"/>
  </properties>
 </tile>
 <tile id="202" type="object">
  <properties>
   <property name="key" value="pnum9@1,0"/>
  </properties>
 </tile>
 <tile id="203" type="object">
  <properties>
   <property name="key" value="pnum9@0,1"/>
  </properties>
 </tile>
 <tile id="204" type="object">
  <properties>
   <property name="key" value="pnum9@1,1"/>
  </properties>
 </tile>
 <tile id="205" type="object">
  <properties>
   <property name="key" value="safe_plate@0,0"/>
  </properties>
 </tile>
 <tile id="206" type="object">
  <properties>
   <property name="key" value="safe_plate@1,0"/>
  </properties>
 </tile>
 <tile id="207" type="object">
  <properties>
   <property name="key" value="safe_plate@0,1"/>
  </properties>
 </tile>
 <tile id="208" type="object">
  <properties>
   <property name="key" value="safe_plate@1,1"/>
  </properties>
 </tile>
 <tile id="209" type="object">
  <properties>
   <property name="key" value="safe_spare@0,0"/>
  </properties>
 </tile>
 <tile id="210" type="object">
  <properties>
   <property name="key" value="safe_spare@1,0"/>
  </properties>
 </tile>
 <tile id="211" type="object">
  <properties>
   <property name="key" value="safe_spare@0,1"/>
  </properties>
 </tile>
 <tile id="212" type="object">
  <properties>
   <property name="key" value="safe_spare@1,1"/>
  </properties>
 </tile>
 <tile id="213" type="object">
  <properties>
   <property name="key" value="barrel@0,0"/>
  </properties>
 </tile>
 <tile id="214" type="object">
  <properties>
   <property name="key" value="trough@0,0"/>
  </properties>
 </tile>
 <tile id="215" type="object">
  <properties>
   <property name="key" value="trough@1,0"/>
  </properties>
 </tile>
 <tile id="216" type="object">
  <properties>
   <property name="key" value="hitch@0,0"/>
  </properties>
 </tile>
 <tile id="217" type="object">
  <properties>
   <property name="key" value="hitch@1,0"/>
  </properties>
 </tile>
 <tile id="218" type="object">
  <properties>
   <property name="key" value="hitch@2,0"/>
  </properties>
 </tile>
 <tile id="219" type="object">
  <properties>
   <property name="key" value="cactus@0,0"/>
  </properties>
 </tile>
 <tile id="220" type="object">
  <properties>
   <property name="key" value="weed@0,0"/>
  </properties>
 </tile>
</tileset>
